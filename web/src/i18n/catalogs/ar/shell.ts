import type { Translation } from '../catalog';
import type { shell as english } from '../en/shell';

export const shell = {
} as const satisfies Translation<typeof english>;
