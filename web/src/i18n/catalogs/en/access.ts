/** The access screens' texts (see ./common.ts for the shared ones). */
export const access = {
} as const;
