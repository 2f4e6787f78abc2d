import { Service } from 'electrodb';
import { AuditEntity } from './audit';
import { CounterEntity } from './counter';
import { DataChangeEntity } from './data-change';
import { TenantEntity } from './tenant';
import { UniqueValueEntity } from './unique-value';
import { UserEntity } from './user';
import { UserDirectoryEntity } from './user-directory';
import { UserGroupEntity } from './user-group';
import { entityConfig } from './table';

/** All entities of the single table, so transactions can span them. */
export const db = new Service(
  {
    tenant: TenantEntity,
    user: UserEntity,
    userDirectory: UserDirectoryEntity,
    userGroup: UserGroupEntity,
    uniqueValue: UniqueValueEntity,
    dataChange: DataChangeEntity,
    audit: AuditEntity,
    counter: CounterEntity,
  },
  entityConfig,
);
