import createWrapper from '@cloudscape-design/components/test-utils/dom';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { act, cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useClientList } from './use-client-list';

type Group = { id: string; value: string };
const GROUPS: Group[] = [
  { id: 'g1', value: 'Collection Curators' },
  { id: 'g2', value: 'Registrars' },
  { id: 'g3', value: 'Curators of Textiles' },
];

function Groups({ items }: { items: Group[] }) {
  const [parent, setParent] = useState('a');
  const list = useClientList(items, { trackBy: (g) => g.id, searchText: (g) => g.value, empty: 'No groups', noMatch: 'No match', selectionScope: parent });
  return (
    <>
      <button onClick={() => setParent('b')}>Other parent</button>
      <Table
        {...list.collectionProps}
        items={list.items}
        selectionType="multi"
        columnDefinitions={[{ id: 'value', header: 'Name', cell: (g) => g.value }]}
        header={<Header counter={list.counter}>Groups</Header>}
        filter={<TextFilter {...list.filterProps} filteringAriaLabel="Search groups" />}
      />
    </>
  );
}

const act$ = (action: () => void) => act(async () => action());

function renderGroups(items = GROUPS) {
  const view = render(<Groups items={items} />);
  const wrapper = createWrapper(view.container);
  return { view, table: () => wrapper.findTable()!, search: (text: string) => act$(() => wrapper.findTextFilter()!.findInput().setInputValue(text)) };
}

describe('a list that arrives whole', () => {
  afterEach(cleanup);

  it('searches in the browser, any case, and says when nothing matches or nothing is there', async () => {
    const { table, search } = renderGroups();
    await search(' CURAT');
    expect(table().findRows().map((r) => r.getElement().textContent?.trim())).toEqual(['Collection Curators', 'Curators of Textiles']);
    await search('zzz');
    expect(table().findEmptySlot()!.getElement().textContent).toBe('No match');
    cleanup();
    expect(renderGroups([]).table().findEmptySlot()!.getElement().textContent).toBe('No groups');
  });

  it('keeps no row ticked that the search hides, and counts what is ticked', async () => {
    const { table, search } = renderGroups();
    await act$(() => table().findRowSelectionArea(2)!.click());
    expect(table().findHeaderSlot()!.getElement().textContent).toContain('(1/3)');
    await search('curat');
    await search('');
    expect(table().findSelectedRows()).toHaveLength(0);
    expect(table().findHeaderSlot()!.getElement().textContent).toContain('(3)');
  });

  it('clears the selection when what the rows depend on changes', async () => {
    const { table, view } = renderGroups();
    await act$(() => table().findRowSelectionArea(1)!.click());
    await act$(() => view.getByRole('button', { name: 'Other parent' }).click());
    expect(table().findSelectedRows()).toHaveLength(0);
  });
});
