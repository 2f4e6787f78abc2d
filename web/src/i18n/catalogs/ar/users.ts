import type { Translation } from '../catalog';
import type { users as english } from '../en/users';

export const users = {
} as const satisfies Translation<typeof english>;
