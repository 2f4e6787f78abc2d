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

/**
 * All entities of the single table; a transaction (`writeWithLog`) may span any of them. A plain
 * map rather than ElectroDB's Service: we use no collections, and the Service's module and
 * construction would cost every cold start for nothing. Code that only reads imports the entity
 * it reads from its own file, so a function that never writes builds only those at cold start.
 */
export const entities = {
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
};
