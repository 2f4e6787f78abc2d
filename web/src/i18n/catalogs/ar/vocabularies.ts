import type { Translation } from '../catalog';
import type { vocabularies as english } from '../en/vocabularies';

export const vocabularies = {
} as const satisfies Translation<typeof english>;
