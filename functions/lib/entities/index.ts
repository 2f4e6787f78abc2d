import { AppChangeEntity } from './app-change';
import { AppLanguageEntity } from './app-language';
import { ClientRequestsEntity } from './client-requests';
import { GatewayEntity } from './gateway';
import { GatewayRegistrationsEntity } from './gateway-registrations';
import { IngestBatchEntity } from './ingest-batch';
import { ImportBatchEntity } from './import-batch';
import { ImportMappingEntity } from './import-mapping';
import { MinimumRecordEntity } from './minimum-record';
import { ImportRowEntity } from './import-row';
import { AppSettingsEntity } from './app-settings';
import { BeaconEntity } from './beacon';
import { BeaconHealthSettingsEntity } from './beacon-health-settings';
import { BeaconScanDayEntity } from './beacon-scan-day';
import { NewsEntity } from './news';
import { PoiEntity } from './poi';
import { PoiGroupEntity } from './poi-group';
import { AuditEntity } from './audit';
import { CollectionObjectEntity } from './collection-object';
import { CounterEntity } from './counter';
import { DataChangeEntity } from './data-change';
import { DefaultLanguageEntity } from './default-language';
import { DropdownTypeEntity } from './dropdown-type';
import { LoginAttemptEntity } from './login-attempt';
import { ObjectSearchChangeEntity } from './object-search-change';
import { ObjectSearchDocEntity } from './object-search-doc';
import { ObjectSearchSnapshotEntity } from './object-search-snapshot';
import { RelatedRecordEntity } from './related-record';
import { SavedSearchEntity } from './saved-search';
import { TenantEntity } from './tenant';
import { UniqueValueEntity } from './unique-value';
import { UserEntity } from './user';
import { UserDirectoryEntity } from './user-directory';
import { UserGroupEntity } from './user-group';
import { VocabularyValueEntity } from './vocabulary-value';

/**
 * Every entity of the single table, by name: the type of a transaction's entities (`Tx<...>` in
 * change-log.ts) and the benchmark's seeding read it. Functions import each entity from its own
 * file, and each entity is built on first use (`lazy-entity.ts`). ElectroDB's Service is not
 * used: we need no collections, and its module and construction would cost every cold start.
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
  loginAttempt: LoginAttemptEntity,
  collectionObject: CollectionObjectEntity,
  objectSearchDoc: ObjectSearchDocEntity,
  objectSearchChange: ObjectSearchChangeEntity,
  objectSearchSnapshot: ObjectSearchSnapshotEntity,
  relatedRecord: RelatedRecordEntity,
  poi: PoiEntity,
  poiGroup: PoiGroupEntity,
  news: NewsEntity,
  appSettings: AppSettingsEntity,
  beacon: BeaconEntity,
  beaconHealthSettings: BeaconHealthSettingsEntity,
  beaconScanDay: BeaconScanDayEntity,
  appChange: AppChangeEntity,
  clientRequests: ClientRequestsEntity,
  gateway: GatewayEntity,
  gatewayRegistrations: GatewayRegistrationsEntity,
  ingestBatch: IngestBatchEntity,
  importBatch: ImportBatchEntity,
  importRow: ImportRowEntity,
  importMapping: ImportMappingEntity,
  minimumRecord: MinimumRecordEntity,
  savedSearch: SavedSearchEntity,
};
