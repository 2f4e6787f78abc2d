import type { Translation } from '../catalog';
import type { access as english } from '../en/access';

export const access = {
} as const satisfies Translation<typeof english>;
