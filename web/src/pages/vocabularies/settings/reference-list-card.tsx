import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DEFAULT_COLOUR, REFERENCE_LIST_SCROLL_HEIGHT } from '../../../../../shared/constants';
import type { ReferenceEntry } from '../../../../../shared/schemas/vocabulary';
import type { ReferenceListDef } from '../../../../../shared/vocabularies';
import { ConfirmDeleteModal } from '../../../components/confirm-delete/confirm-delete-modal';
import { useT } from '../../../i18n/use-t';
import { useClientList } from '../../../components/lists/use-client-list';
import { useDebounced } from '../../../components/lists/use-debounced';
import { referenceColumns, type ListRow, type RowHandlers } from './reference-list-config';
import { useReferenceList } from './use-reference-list';

export type ParentChoice = {
  def: ReferenceListDef;
  id: string | undefined;
  options: readonly ReferenceEntry[];
  onChange: (id: string) => void;
};

type Props = {
  def: ReferenceListDef;
  canEdit: boolean;
  /** A child list: the parent value its rows belong to, chosen in the card's header. */
  parent?: ParentChoice;
  onItems?: (items: ReferenceEntry[]) => void;
  onRowClick?: (entry: ReferenceEntry) => void;
};

let draftCount = 0;

/**
 * One Settings card (spec 1 section 2): search, Add, multi-row delete and a table of editable
 * values with per-row delete, scrolling at 550 px without pagination.
 */
export function ReferenceListCard({ def, canEdit, parent, onItems, onRowClick }: Props) {
  const t = useT();
  const column = t(`vocab.list.${def.name}`);
  const parentColumn = parent && t(`vocab.list.${parent.def.name}`);
  const [filter, setFilter] = useState('');
  const search = useDebounced(filter);
  const list = useReferenceList(def, search, parent?.id);
  const [drafts, setDrafts] = useState<ListRow[]>([]);
  const [toDelete, setToDelete] = useState<ReferenceEntry[]>();

  useEffect(() => onItems?.(list.items), [list.items, onItems]);
  // Rows of another parent are not this list's rows any more.
  useEffect(() => setDrafts([]), [parent?.id]);

  const rows = useMemo<ListRow[]>(
    () => [...drafts, ...list.items.map((entry) => ({ key: entry.id, entry, value: entry.value, color: entry.color }))],
    [drafts, list.items],
  );
  const waitingForParent = Boolean(parent) && !parent?.id;
  const table = useClientList(rows, {
    trackBy: (row) => row.key,
    empty: waitingForParent ? t('vocab.list.waitingForParent', { list: parentColumn }) : t('vocab.list.empty'),
    selectionScope: [search, parent?.id],
    total: list.items.length,
  });
  const selected = table.selectedItems;

  const discard = useCallback((row: ListRow) => setDrafts((current) => current.filter((d) => d.key !== row.key)), []);

  const handlers: RowHandlers = {
    canEdit,
    saveValue: async (row, value) => {
      if (row.entry) return list.update(row.entry, { value });
      await list.create({ value, color: row.color });
      discard(row);
    },
    saveColour: (row, colour) => {
      if (row.entry) list.update(row.entry, { value: row.entry.value, color: colour }).catch(() => undefined);
      else setDrafts((current) => current.map((d) => (d.key === row.key ? { ...d, color: colour } : d)));
    },
    discard,
    askDelete: (row) => row.entry && setToDelete([row.entry]),
  };
  const columns = referenceColumns(def, handlers, t);

  const addRow = () => {
    draftCount += 1;
    setDrafts((current) => [{ key: `new-${draftCount}`, value: '', color: def.colour ? DEFAULT_COLOUR : undefined }, ...current]);
  };

  const confirmDelete = async () => {
    const ids = (toDelete ?? []).map((entry) => entry.id);
    setToDelete(undefined);
    try {
      await list.remove(ids);
      table.setSelectedItems(selected.filter((row) => !row.entry || !ids.includes(row.entry.id)));
    } catch {
      // Reported by the list's actions; the rows stay.
    }
  };

  const parentOptions = parent?.options.map((p) => ({ value: p.id, label: p.value })) ?? [];

  return (
    <Container
      data-testid={`list-${def.name}`}
      header={
        <Header
          variant="h2"
          counter={table.counter}
          actions={
            canEdit ? (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  data-testid={`delete-selected-${def.name}`}
                  disabled={!selected.some((row) => row.entry)}
                  onClick={() => setToDelete(selected.flatMap((row) => (row.entry ? [row.entry] : [])))}
                >
                  {t('common.delete')}
                </Button>
                <Button variant="primary" data-testid={`add-${def.name}`} disabled={waitingForParent} onClick={addRow}>
                  {t('common.add')}
                </Button>
              </SpaceBetween>
            ) : undefined
          }
        >
          {column}
        </Header>
      }
    >
      <SpaceBetween size="s">
        {parent && (
          <Select
            data-testid={`parent-${def.name}`}
            ariaLabel={parentColumn}
            placeholder={t('vocab.list.choose', { list: parentColumn })}
            filteringAriaLabel={t('common.search')}
            filteringPlaceholder={t('common.search')}
            noMatch={t('vocab.list.noMatch')}
            selectedOption={parentOptions.find((o) => o.value === parent.id) ?? null}
            options={parentOptions}
            filteringType="auto"
            onChange={({ detail }) => detail.selectedOption.value && parent.onChange(detail.selectedOption.value)}
          />
        )}
        <TextFilter
          filteringText={filter}
          filteringPlaceholder={t('common.search')}
          filteringAriaLabel={t('vocab.list.search', { list: column })}
          onChange={({ detail }) => setFilter(detail.filteringText)}
        />
        <div style={{ maxHeight: REFERENCE_LIST_SCROLL_HEIGHT, overflowY: 'auto' }} data-testid={`scroll-${def.name}`}>
          <Table
            variant="embedded"
            {...table.collectionProps}
            items={table.items}
            columnDefinitions={columns}
            loading={list.loading}
            loadingText={t('common.loading')}
            selectionType={canEdit ? 'multi' : undefined}
            isItemDisabled={(row) => !row.entry}
            onRowClick={({ detail }) => detail.item.entry && onRowClick?.(detail.item.entry)}
            ariaLabels={{
              tableLabel: column,
              selectionGroupLabel: t('vocab.list.selection', { list: column }),
              allItemsSelectionLabel: () => t('common.table.selectAll'),
              itemSelectionLabel: (_selection, row) => t('common.table.selectRow', { name: row.value || t('vocab.list.newRow') }),
            }}
          />
        </div>
      </SpaceBetween>
      <ConfirmDeleteModal visible={Boolean(toDelete)} names={toDelete?.map((entry) => entry.value)} onConfirm={() => void confirmDelete()} onCancel={() => setToDelete(undefined)} />
    </Container>
  );
}
