/** The vocabularies screens' texts (see ./common.ts for the shared ones). */
export const vocabularies = {
} as const;
