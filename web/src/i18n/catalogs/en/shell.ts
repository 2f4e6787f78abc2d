/** The shell screens' texts (see ./common.ts for the shared ones). */
export const shell = {
} as const;
