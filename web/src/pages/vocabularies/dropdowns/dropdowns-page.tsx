import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { can } from '../../../../../shared/permissions';
import type { DropdownOption } from '../../../../../shared/schemas/vocabulary';
import { ConfirmDeleteModal } from '../../../components/confirm-delete/confirm-delete-modal';
import { useSession } from '../../../session/session-context';
import { PageHeader } from '../../page-header';
import type { ScreenProps } from '../../screen-props';
import { DropdownModal } from './dropdown-modal';
import { dropdownColumns } from './dropdowns-table-config';
import { useDropdowns } from './use-dropdowns';

type Editing = { mode: 'add' | 'update'; type: string; parent?: DropdownOption; value?: { id: string; title: string; version: number } };

/**
 * /dropdowns (spec 2 section 2): a type selector, the type's values, and for a type with a child
 * type (classification: category) a second table of the chosen value's children.
 */
export function DropdownsPage({ title }: ScreenProps) {
  const { grant } = useSession();
  const canWrite = can(grant, 'setting', 'write');
  const [typeName, setTypeName] = useState<string>();
  const { mainTypes, type, childType, options, loading, create, update, remove } = useDropdowns(typeName);
  const [chosenId, setChosenId] = useState<string>();
  const chosen = options.find((o) => o.id === chosenId) ?? (childType ? options[0] : undefined);
  const [editing, setEditing] = useState<Editing>();
  const [toDelete, setToDelete] = useState<string>();

  const save = async (newTitle: string) => {
    if (!editing) return;
    const body = { title: newTitle, dropdownType: editing.type, ...(editing.parent ? { parentId: editing.parent.id } : {}) };
    if (editing.mode === 'update' && editing.value) await update(editing.value.id, { ...body, version: editing.value.version });
    else await create(body);
  };

  const confirmDelete = () => {
    const id = toDelete;
    setToDelete(undefined);
    if (id) remove([id]).catch(() => undefined);
  };

  const addButton = (onClick: () => void, testId: string, disabled = false) =>
    canWrite ? (
      <Button variant="primary" onClick={onClick} data-testid={testId} disabled={disabled}>
        Add New
      </Button>
    ) : undefined;

  return (
    <ContentLayout header={<PageHeader title={title} />}>
      <SpaceBetween size="l">
        <FormField label="Type">
          <Select
            data-testid="dropdown-type"
            filteringType="auto"
            selectedOption={type ? { value: type.name, label: type.title } : null}
            options={mainTypes.map((t) => ({ value: t.name, label: t.title }))}
            onChange={({ detail }) => {
              setTypeName(detail.selectedOption.value);
              setChosenId(undefined);
            }}
          />
        </FormField>
        <Table
          data-testid="dropdown-main"
          trackBy="id"
          items={options}
          loading={loading}
          loadingText="Loading"
          selectionType={childType ? 'single' : undefined}
          selectedItems={chosen ? [chosen] : []}
          onSelectionChange={({ detail }) => setChosenId(detail.selectedItems[0]?.id)}
          ariaLabels={{ itemSelectionLabel: (_s, o) => `Choose ${o.title}`, selectionGroupLabel: `${type?.title ?? ''} values` }}
          columnDefinitions={dropdownColumns<DropdownOption>(
            canWrite,
            (o) => type && setEditing({ mode: 'update', type: type.name, value: o }),
            (o) => setToDelete(o.id),
            Boolean(childType),
          )}
          header={
            <Header counter={`(${options.length})`} actions={type && addButton(() => setEditing({ mode: 'add', type: type.name }), 'dropdown-add')}>
              {type?.title ?? 'Dropdowns'}
            </Header>
          }
          empty={<Box textAlign="center">No values</Box>}
        />
        {childType && (
          <Table
            data-testid="dropdown-children"
            trackBy="id"
            items={chosen?.children ?? []}
            columnDefinitions={dropdownColumns<DropdownOption['children'][number]>(
              canWrite,
              (c) => chosen && setEditing({ mode: 'update', type: childType.name, parent: chosen, value: c }),
              (c) => setToDelete(c.id),
            )}
            header={
              <Header
                counter={`(${chosen?.children.length ?? 0})`}
                description={chosen ? `${childType.title} values of ${chosen.title}` : `Choose a ${type?.title ?? ''} value`}
                actions={addButton(() => chosen && setEditing({ mode: 'add', type: childType.name, parent: chosen }), 'dropdown-child-add', !chosen)}
              >
                {childType.title}
              </Header>
            }
            empty={<Box textAlign="center">No values</Box>}
          />
        )}
      </SpaceBetween>
      <DropdownModal
        visible={Boolean(editing)}
        mode={editing?.mode ?? 'add'}
        initialTitle={editing?.value?.title ?? ''}
        parentTitle={editing?.parent?.title}
        onSave={save}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDeleteModal visible={Boolean(toDelete)} onConfirm={confirmDelete} onCancel={() => setToDelete(undefined)} />
    </ContentLayout>
  );
}
