import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import { lazy, Suspense, useState } from 'react';
import { BATCH_EDIT_MAX_ROWS, type BatchEditKind } from '../../../../shared/schemas/batch-edit';
import { searchOf, type ListQuery } from '../../components/lists/list-state';
import { useT } from '../../i18n/use-t';
import type { BatchEditScope } from './batch-edit-modal';

// Loaded on the first click: a list carries only this button, not the editor, the preview and their tables.
const BatchEditModal = lazy(() => import('./batch-edit-modal'));

/** The search as the list's query string sends it (lists comma-joined): the API reads it with the list's own schema. */
function searchParams(query: ListQuery): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(searchOf(query)).flatMap(([name, value]) => (value === null || value === undefined ? [] : [[name, typeof value === 'object' ? value.join(',') : value]])));
}

type Props = {
  kind: BatchEditKind;
  selectedIds: readonly string[];
  /** The list's own query: "all results" edits what it finds, whatever page is shown. */
  query: ListQuery;
  total: number | undefined;
  /** The set the object list is opened on (issue 29). */
  set?: { id: string; size: number };
  /** The list is read again after a commit or a rollback. */
  onChanged: () => void;
};

/**
 * "Edit selected" on a list (issue 30), and beside it the set's objects or every result of the
 * search: opens the batch edit for them.
 */
export function EditSelectedButton({ kind, selectedIds, query, total, set, onChanged }: Props) {
  const t = useT();
  const [scope, setScope] = useState<BatchEditScope>();
  const all = total ?? 0;
  const scopes: Record<string, BatchEditScope> = {
    ...(set ? { set: { of: 'set', count: set.size, select: { setId: set.id } } } : {}),
    all: { of: 'all', count: all, select: { query: searchParams(query) } },
  };
  // More than a batch edit takes is offered greyed, with why, rather than refused after the click.
  const tooMany = (count: number) => (count > BATCH_EDIT_MAX_ROWS ? t('batchEdit.tooMany', { max: BATCH_EDIT_MAX_ROWS }) : undefined);
  const item = (id: string, text: string, count: number): ButtonDropdownProps.Item => ({ id, text, disabled: !count || count > BATCH_EDIT_MAX_ROWS, disabledReason: tooMany(count) });
  const items = [...(set ? [item('set', t('batchEdit.set', { count: set.size }), set.size)] : []), item('all', t('batchEdit.all', { count: all }), all)];
  return (
    <>
      <ButtonDropdown
        data-testid="batch-edit-open-menu"
        ariaLabel={t('batchEdit.otherScopes')}
        items={items}
        mainAction={{
          text: t('batchEdit.button'),
          disabled: !selectedIds.length,
          onClick: () => setScope({ of: 'selected', count: selectedIds.length, select: { idList: [...selectedIds] } }),
        }}
        onItemClick={({ detail }) => setScope(scopes[detail.id])}
      />
      {scope && (
        <Suspense fallback={null}>
          <BatchEditModal kind={kind} scope={scope} onClose={() => setScope(undefined)} onChanged={onChanged} />
        </Suspense>
      )}
    </>
  );
}
