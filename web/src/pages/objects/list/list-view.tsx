import SegmentedControl from '@cloudscape-design/components/segmented-control';
import { useState } from 'react';
import * as z from 'zod/mini';
import { readListState, writeListState } from '../../../components/lists/stored-list-state';
import { useT } from '../../../i18n/use-t';

export type ListView = 'table' | 'cards';
const ListViewSchema = z.enum(['table', 'cards']);

/** The list's view, kept beside its page, search and filters (`stored-list-state.ts`). */
export function useListView(storageKey: string): [ListView, (view: ListView) => void] {
  const key = `${storageKey}:view`;
  const [view, setView] = useState<ListView>(() => readListState(key, ListViewSchema, 'table'));
  return [
    view,
    (next) => {
      writeListState(key, next);
      setView(next);
    },
  ];
}

/** The table / gallery switch beside the list's search: icons named for screen readers, so the search row fits 1400 px. */
export function ListViewToggle({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const t = useT();
  return (
    <SegmentedControl
      label={t('objects.gallery.view')}
      selectedId={view}
      onChange={({ detail }) => onChange(ListViewSchema.parse(detail.selectedId))}
      options={[
        { id: 'table', iconName: 'view-full', iconAlt: t('objects.gallery.table') },
        { id: 'cards', iconName: 'view-horizontal', iconAlt: t('objects.gallery.cards') },
      ]}
      data-testid="object-view"
    />
  );
}
