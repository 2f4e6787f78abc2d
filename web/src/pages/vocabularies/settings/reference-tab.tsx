import ColumnLayout from '@cloudscape-design/components/column-layout';
import { useCallback, useState } from 'react';
import type { ReferenceEntry } from '../../../../../shared/schemas/vocabulary';
import { ReferenceListCard } from './reference-list-card';
import type { SettingsTab } from './settings-tabs';

/**
 * A list tab. Category and Materials show their child list beside them, filtered by the parent
 * value chosen in the child card or clicked in the parent table.
 */
export function ReferenceTab({ tab, canEdit }: { tab: SettingsTab; canEdit: boolean }) {
  const [parents, setParents] = useState<ReferenceEntry[]>([]);
  const [chosen, setChosen] = useState<string>();
  const onItems = useCallback((items: ReferenceEntry[]) => setParents(items), []);

  if (!tab.child) return <ReferenceListCard def={tab.list} canEdit={canEdit} />;
  // The chosen parent, or the first one shown when none is chosen (or the chosen one went away).
  const parentId = parents.some((p) => p.id === chosen) ? chosen : parents[0]?.id;
  return (
    <ColumnLayout columns={2}>
      <ReferenceListCard def={tab.list} canEdit={canEdit} onItems={onItems} onRowClick={(entry) => setChosen(entry.id)} />
      <ReferenceListCard
        def={tab.child}
        canEdit={canEdit}
        parent={{ def: tab.list, id: parentId, options: parents, onChange: setChosen }}
      />
    </ColumnLayout>
  );
}
