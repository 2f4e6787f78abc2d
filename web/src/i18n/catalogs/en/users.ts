/** The users screens' texts (see ./common.ts for the shared ones). */
export const users = {
} as const;
