import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo } from 'react';
import { can, type Grant } from '../../../../../shared/permissions';
import { RECORD_TYPES, type RecordType } from '../../../../../shared/records/record-types';
import { recordPageSchema, type RecordDto } from '../../../../../shared/schemas/records';
import { useApiQuery } from '../../../api/use-api-query';
import { translateKnown } from '../../../i18n/known-text';
import { Ltr } from '../../../i18n/ltr';
import type { MessageId } from '../../../i18n/message-ids';
import { useT } from '../../../i18n/use-t';
import { useOnFollow } from '../../../shell/use-on-follow';
import { useObjectDropdowns, type ObjectDropdowns } from '../../objects/form/use-object-dropdowns';
import { shownDay } from '../list/record-columns';
import { addRecordPath, saveRecordPath } from '../record-paths';

/** An object's records of a type shown on its page: its whole history at a museum's usual sizes. */
const PANEL_SIZE = 50;

/**
 * "The object knows its records" (issue 11): on the object's page, its records of each type the
 * reader may see, newest first, each a link to its form (with its date and report id); the
 * movements read as the object's movement history (where each moved it). Add links need write.
 */
export function ObjectRecordsPanel({ objectId, grant }: { objectId: string; grant: Grant }) {
  const t = useT();
  const dropdowns = useObjectDropdowns();
  const types = Object.values(RECORD_TYPES).filter((type) => can(grant, type.area, 'read'));
  if (!types.length) return null;
  return (
    <Container header={<Header variant="h2">{t('records.object.title')}</Header>} data-testid="object-records">
      <ColumnLayout columns={3} variant="text-grid">
        {types.map((type) => (
          <TypeRecords key={type.name} type={type} objectId={objectId} mayWrite={can(grant, type.area, 'write')} dropdowns={dropdowns} />
        ))}
      </ColumnLayout>
    </Container>
  );
}

function TypeRecords({ type, objectId, mayWrite, dropdowns }: { type: RecordType; objectId: string; mayWrite: boolean; dropdowns: ObjectDropdowns }) {
  const t = useT();
  const onFollow = useOnFollow();
  const parse = useMemo(() => (value: unknown) => recordPageSchema(type).parse(value) as { content: RecordDto[]; totalElements: number }, [type]);
  const { data, loading } = useApiQuery(`/${type.path}`, parse, { objectId, size: PANEL_SIZE });
  const locationTitle = (id: unknown) => {
    const value = typeof id === 'string' ? dropdowns.of('location').find((v) => v.id === id) : undefined;
    return value ? translateKnown(t, value.title) : undefined;
  };
  const count = data ? ` (${data.totalElements})` : '';
  return (
    <SpaceBetween size="xxs" data-testid={`object-records-${type.path}`}>
      <Box variant="awsui-key-label">
        {t(`recordType.${type.name}.plural` as MessageId)}
        {count}
      </Box>
      {loading && <Box color="text-status-inactive">{t('records.object.loading')}</Box>}
      {data && data.content.length === 0 && <Box color="text-status-inactive">{t('records.object.none')}</Box>}
      {data?.content.map((record) => {
        const day = record[type.dateField];
        const parts = [typeof day === 'string' ? shownDay(day) : undefined, typeof record.reportId === 'string' ? record.reportId : undefined].filter(Boolean);
        const label = parts.length ? parts.join(' · ') : record.id.slice(0, 8);
        const movedTo = type.name === 'movement' ? locationTitle(record.newLocation) : undefined;
        return (
          <div key={record.id}>
            <Link href={saveRecordPath(type, record.id)} onFollow={onFollow}>
              <Ltr>{label}</Ltr>
            </Link>
            {movedTo && (
              <Box variant="small" color="text-body-secondary">
                {t('records.object.movedTo', { location: movedTo })}
              </Box>
            )}
          </div>
        );
      })}
      {mayWrite && (
        <Link href={addRecordPath(type, objectId)} onFollow={onFollow} data-testid={`object-records-add-${type.path}`}>
          {t('records.object.add')}
        </Link>
      )}
    </SpaceBetween>
  );
}
