import type { EntityItem } from 'electrodb';
import type { UserEntity } from './user';
import type { UserGroupEntity } from './user-group';

/** Stored shapes, as the entities return them. */
export type UserRecord = EntityItem<typeof UserEntity>;
export type GroupRecord = EntityItem<typeof UserGroupEntity>;
