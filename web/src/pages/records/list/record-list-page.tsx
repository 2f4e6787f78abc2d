import Button from '@cloudscape-design/components/button';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { can } from '../../../../../shared/permissions';
import { recordField, type RecordType } from '../../../../../shared/records/record-types';
import type { ImportKind } from '../../../../../shared/schemas/import';
import { ExportProgressModal } from '../../../components/exports/export-progress-modal';
import { SpreadsheetExportButton } from '../../../components/exports/spreadsheet-export-button';
import { useSpreadsheetExport } from '../../../components/exports/use-spreadsheet-export';
import { ServerListTable } from '../../../components/lists/server-list-table';
import { storedListStateKey } from '../../../components/lists/stored-list-state';
import { translateKnown } from '../../../i18n/known-text';
import type { MessageId } from '../../../i18n/message-ids';
import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../session/session-context';
import { useOnFollow } from '../../../shell/use-on-follow';
import { NotFoundPage } from '../../not-found/not-found-page';
import { fallbackExportName } from '../../objects/list/object-list-page';
import { useObjectDropdowns } from '../../objects/form/use-object-dropdowns';
import { PageHeader } from '../../page-header';
import type { ScreenProps } from '../../screen-props';
import { addRecordPath, recordTypeOfPath, saveRecordPath } from '../record-paths';
import { PATHS } from '../../../paths';
import { writableKinds } from '../../imports/import-kinds';
import { fieldLabel, recordColumns, type TitleOf } from './record-columns';
import { useRecordList } from './use-record-list';
import { EditSelectedButton } from '../../batch-edit/edit-selected-button';
import type { BatchEditKind } from '../../../../../shared/schemas/batch-edit';

/**
 * The lists of records about objects (spec 2 section 2): /conditions, /treatments,
 * /curatorial-forms, /technical-forms, /movements, /insurances, the type read from the route.
 * Shown with read on the type's area; Add, Delete and the row actions need write on it.
 */
export function RecordListPage({ title }: ScreenProps) {
  const { grant, user } = useSession();
  const type = recordTypeOfPath(useLocation().pathname);
  if (!type || !can(grant, type.area, 'read')) return <NotFoundPage />;
  const mayImport = writableKinds(grant).includes(type.path as ImportKind);
  return (
    <RecordListScreen key={type.name} type={type} title={title} mayWrite={can(grant, type.area, 'write')} mayImport={mayImport} storageKey={storedListStateKey(type.path, user?.id)} />
  );
}

/** `mayImport`: the Import button beside the export it reads back (issue 15). */
export function RecordListScreen({ type, title, mayWrite, mayImport = false, storageKey }: ScreenProps & { type: RecordType; mayWrite: boolean; mayImport?: boolean; storageKey: string }) {
  const t = useT();
  const navigate = useNavigate();
  const onFollow = useOnFollow();
  const list = useRecordList(type, storageKey);
  const dropdowns = useObjectDropdowns();
  const spreadsheet = useSpreadsheetExport(`/${type.path}/excel`, () => fallbackExportName(type.path));
  const selected = list.selectedItems;
  const askDelete = list.deletion.ask;

  const titleOf = useCallback<TitleOf>(
    (dropdownType, id) => {
      const value = dropdowns.of(dropdownType).find((v) => v.id === id);
      return value && translateKnown(t, value.title);
    },
    [dropdowns, t],
  );
  const columns = useMemo(
    () => recordColumns(type, { onFollow, onEdit: (r) => navigate(saveRecordPath(type, r.id)), onDelete: (r) => askDelete([r]) }, mayWrite, t, titleOf),
    [type, onFollow, navigate, mayWrite, t, titleOf, askDelete],
  );

  const plural = t(`recordType.${type.name}.plural` as MessageId);
  return (
    <SpaceBetween size="m">
      <PageHeader title={title} />
      <ServerListTable
        list={list}
        testId="record-table"
        trackBy="id"
        columnDefinitions={columns}
        loadingText={t('records.list.loading')}
        selectable
        itemLabel={(record) => record.inventoryNumber ?? record.id}
        labels={{ table: plural, selection: t('records.list.selection'), selectAll: t('records.list.selectAll') }}
        emptyText={t('records.list.empty')}
        search={{ label: t('records.list.search') }}
        heading={{
          title: plural,
          actions: (
            <SpaceBetween direction="horizontal" size="xs">
              <SpreadsheetExportButton
                spreadsheet={spreadsheet}
                selectedIds={selected.map((r) => r.id)}
                texts={{
                  selected: (count) => t('records.list.exportSelected', { count }),
                  all: t('records.list.exportAll'),
                  tooMany: (max) => t('records.list.exportTooMany', { max }),
                }}
                testId="record-export"
              />
              {mayWrite && (
                <EditSelectedButton kind={type.path as BatchEditKind} selectedIds={selected.map((r) => r.id)} query={list.query} total={list.totalElements} onChanged={list.refetchFromStart} />
              )}
              {mayImport && (
                <Button onClick={() => navigate(`${PATHS.importObjects}?kind=${type.path}`)} data-testid="record-import">
                  {t('shell.nav.import')}
                </Button>
              )}
              {mayWrite && (
                <Button disabled={!selected.length} onClick={() => askDelete(selected)} ariaLabel={t('common.delete')} data-testid="record-delete">
                  {t('common.delete')}
                </Button>
              )}
              {mayWrite && (
                <Button variant="primary" onClick={() => navigate(addRecordPath(type))} ariaLabel={t('common.add')} data-testid="record-add">
                  {t('common.add')}
                </Button>
              )}
            </SpaceBetween>
          ),
        }}
        filterExtras={type.filters.map((name) => {
          const values = dropdowns.of(recordField(type, name)!.dropdownType!);
          const any = { value: '', label: t('records.list.any') };
          const options = [any, ...values.map((v) => ({ value: v.id, label: translateKnown(t, v.title) }))];
          const chosen = options.find((o) => o.value === (list.state.filters[name] ?? '')) ?? any;
          return (
            <Select
              key={name}
              data-testid={`record-filter-${name}`}
              ariaLabel={t(fieldLabel(type, name))}
              inlineLabelText={t(fieldLabel(type, name))}
              selectedOption={chosen}
              options={options}
              filteringType="auto"
              onChange={({ detail }) => list.setFilter(name, detail.selectedOption.value ?? '')}
            />
          );
        })}
      />
      <ExportProgressModal job={spreadsheet.job} onDismiss={spreadsheet.dismiss} />
    </SpaceBetween>
  );
}
