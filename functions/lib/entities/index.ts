import { Service } from 'electrodb';
import { AppLanguageEntity } from './app-language';
import { AuditEntity } from './audit';
import { CounterEntity } from './counter';
import { DataChangeEntity } from './data-change';
import { DefaultLanguageEntity } from './default-language';
import { DropdownTypeEntity } from './dropdown-type';
import { TenantEntity } from './tenant';
import { UniqueValueEntity } from './unique-value';
import { UserEntity } from './user';
import { UserDirectoryEntity } from './user-directory';
import { UserGroupEntity } from './user-group';
import { VocabularyValueEntity } from './vocabulary-value';
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
    vocabularyValue: VocabularyValueEntity,
    dropdownType: DropdownTypeEntity,
    appLanguage: AppLanguageEntity,
    defaultLanguage: DefaultLanguageEntity,
  },
  entityConfig,
);
