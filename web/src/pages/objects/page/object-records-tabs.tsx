import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import Tabs from '@cloudscape-design/components/tabs';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RecordType } from '../../../../../shared/records/record-types';
import type { RecordDto } from '../../../../../shared/schemas/records';
import { Ltr } from '../../../i18n/ltr';
import type { MessageId } from '../../../i18n/message-ids';
import { useT, type Translate } from '../../../i18n/use-t';
import { useOnFollow } from '../../../shell/use-on-follow';
import { fieldLabel, recordCell, shownDay } from '../../records/list/record-columns';
import { addRecordPath, saveRecordPath } from '../../records/record-paths';
import type { DropdownTitle } from './dropdown-titles';
import { recordDay, recordTimeline, type TimelineEntry } from './object-page-content';
import type { TypeRecords } from './use-object-records';

/** Between the parts of a record's details: a mark, no word to translate. */
const SEPARATOR = ' · ';

const typeName = (t: Translate, type: RecordType, plural = false) => t(`recordType.${type.name}${plural ? '.plural' : ''}` as MessageId);

/** A record's link to its form: its day, else its report id, else its type's name. */
function RecordLink({ type, record }: { type: RecordType; record: RecordDto }) {
  const t = useT();
  const onFollow = useOnFollow();
  const day = recordDay(type, record);
  const reportId = typeof record.reportId === 'string' && record.reportId ? record.reportId : undefined;
  const text = day ? shownDay(day) : (reportId ?? typeName(t, type));
  return (
    <Link href={saveRecordPath(type, record.id)} onFollow={onFollow} ariaLabel={t('objectPage.records.open', { record: `${typeName(t, type)} ${text}` })}>
      <Ltr>{text}</Ltr>
    </Link>
  );
}

/** The type's list columns beyond its day and report id ('Condition', 'Movement Type · Reason'...), joined. */
function detailsOf(type: RecordType, t: Translate, titleOf: DropdownTitle) {
  const names = type.columns.filter((c) => c !== type.dateField && c !== 'reportId');
  const cells = names.map((name) => recordCell(type, name, t, titleOf));
  const missing = t('common.missingValue');
  return (record: RecordDto): ReactNode => {
    const parts = cells.map((cell) => cell(record)).filter((part) => part !== missing);
    // Where a movement took the object (its new place), as the location section says now.
    const to = type.name === 'movement' && typeof record.newLocation === 'string' ? titleOf('location', record.newLocation) : undefined;
    if (to) parts.push(<bdi key="to">{t('records.object.movedTo', { location: to })}</bdi>);
    return parts.length ? parts.map((part, i) => <span key={i}>{i > 0 ? SEPARATOR : null}{part}</span>) : missing;
  };
}

/**
 * The object's records (issue 32): every type the reader may see in one list by date, newest
 * first, then a tab per type with that type's own list columns. Each record links to its form;
 * a writer adds one from its type's tab.
 */
export function ObjectRecordsTabs({
  objectId,
  lists,
  loading,
  titleOf,
  mayWrite,
}: {
  objectId: string;
  lists: readonly TypeRecords[];
  loading: boolean;
  titleOf: DropdownTitle;
  mayWrite: (type: RecordType) => boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const missing = t('common.missingValue');
  const empty = <Box color="text-body-secondary">{t('objectPage.records.empty')}</Box>;
  const timeline = recordTimeline(lists);
  const total = lists.reduce((sum, l) => sum + l.total, 0);
  const details = new Map(lists.map(({ type }) => [type.name, detailsOf(type, t, titleOf)]));

  const allColumns: TableProps.ColumnDefinition<TimelineEntry>[] = [
    { id: 'date', header: t('objectPage.records.date'), cell: (e) => <RecordLink type={e.type} record={e.record} />, isRowHeader: true },
    { id: 'type', header: t('objectPage.records.type'), cell: (e) => typeName(t, e.type) },
    { id: 'reportId', header: t('objectPage.records.reportId'), cell: (e) => (typeof e.record.reportId === 'string' && e.record.reportId ? <Ltr>{e.record.reportId}</Ltr> : missing) },
    { id: 'details', header: t('objectPage.records.details'), cell: (e) => details.get(e.type.name)?.(e.record) ?? missing },
  ];

  const typeColumns = (type: RecordType): TableProps.ColumnDefinition<RecordDto>[] => [
    { id: type.dateField, header: t(fieldLabel(type, type.dateField)), cell: (record) => <RecordLink type={type} record={record} />, isRowHeader: true },
    ...type.columns.filter((c) => c !== type.dateField).map((name) => ({ id: name, header: t(fieldLabel(type, name)), cell: recordCell(type, name, t, titleOf) })),
  ];

  const shownOf = (list: TypeRecords) =>
    list.total > list.records.length ? <Box variant="small" color="text-body-secondary">{t('objectPage.records.latest', { shown: list.records.length, total: list.total })}</Box> : undefined;

  const tabs = [
    {
      id: 'all',
      label: t('objectPage.records.tab', { label: t('objectPage.records.all'), count: total }),
      content: (
        <Table
          variant="borderless"
          items={timeline}
          columnDefinitions={allColumns}
          trackBy={(e) => `${e.type.name}:${e.record.id}`}
          loading={loading}
          loadingText={t('objectPage.records.loading')}
          empty={empty}
          ariaLabels={{ tableLabel: t('objectPage.records.all') }}
          data-testid="object-page-records-all"
        />
      ),
    },
    ...lists.map((list) => ({
      id: list.type.path,
      label: t('objectPage.records.tab', { label: typeName(t, list.type, true), count: list.total }),
      content: (
        <Table
          variant="borderless"
          items={list.records}
          columnDefinitions={typeColumns(list.type)}
          trackBy="id"
          empty={empty}
          ariaLabels={{ tableLabel: typeName(t, list.type, true) }}
          header={
            mayWrite(list.type) ? (
              <Header
                variant="h3"
                actions={
                  <Button onClick={() => navigate(addRecordPath(list.type, objectId))} data-testid={`object-page-add-${list.type.path}`}>
                    {t('objectPage.records.add')}
                  </Button>
                }
              >
                {typeName(t, list.type, true)}
              </Header>
            ) : undefined
          }
          footer={shownOf(list)}
          data-testid={`object-page-records-${list.type.path}`}
        />
      ),
    })),
  ];
  return (
    <SpaceBetween size="s" data-testid="object-page-records">
      <Header variant="h2">{t('objectPage.records')}</Header>
      <Tabs variant="container" ariaLabel={t('objectPage.records')} tabs={tabs} />
    </SpaceBetween>
  );
}
