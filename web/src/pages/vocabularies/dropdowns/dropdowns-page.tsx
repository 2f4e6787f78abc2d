import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { BAD_FLAG_TYPE } from '../../../../../shared/dropdown-types';
import { can } from '../../../../../shared/permissions';
import type { DropdownOption } from '../../../../../shared/schemas/vocabulary';
import { ConfirmDeleteModal } from '../../../components/confirm-delete/confirm-delete-modal';
import { translateKnown } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import { PATHS } from '../../../paths';
import { useSession } from '../../../session/session-context';
import { writableKinds } from '../../imports/import-kinds';
import { PageHeader } from '../../page-header';
import type { ScreenProps } from '../../screen-props';
import { DropdownModal } from './dropdown-modal';
import { dropdownColumns } from './dropdowns-table-config';
import { useDropdowns } from './use-dropdowns';

type Editing = { mode: 'add' | 'update'; type: string; parent?: DropdownOption; value?: { id: string; title: string; version: number; badCondition?: boolean } };

/**
 * /dropdowns (spec 2 section 2): a type selector, the type's values, and for a type with a child
 * type (classification: category) a second table of the chosen value's children.
 */
export function DropdownsPage({ title }: ScreenProps) {
  const { grant } = useSession();
  const t = useT();
  const canWrite = can(grant, 'setting', 'write');
  const navigate = useNavigate();
  const [typeName, setTypeName] = useState<string>();
  const { mainTypes, type, childType, options, loading, create, update, remove } = useDropdowns(typeName);
  const [chosenId, setChosenId] = useState<string>();
  const chosen = options.find((o) => o.id === chosenId) ?? (childType ? options[0] : undefined);
  const [editing, setEditing] = useState<Editing>();
  const [toDelete, setToDelete] = useState<{ id: string; title: string }>();
  // The server sends a type's title in English (seeded) or as a museum typed it: known ones translate.
  const typeTitle = (each: { title: string }) => translateKnown(t, each.title);
  const mainTitle = type ? typeTitle(type) : title;
  const childTitle = childType && typeTitle(childType);

  const save = async (newTitle: string, bad: boolean | undefined) => {
    if (!editing) return;
    const body = {
      title: newTitle,
      dropdownType: editing.type,
      ...(editing.parent ? { parentId: editing.parent.id } : {}),
      ...(bad === undefined ? {} : { badCondition: bad }),
    };
    if (editing.mode === 'update' && editing.value) await update(editing.value.id, { ...body, version: editing.value.version });
    else await create(body);
  };

  const confirmDelete = () => {
    const value = toDelete;
    setToDelete(undefined);
    if (value) remove([value.id]).catch(() => undefined);
  };

  const addButton = (onClick: () => void, testId: string, disabled = false) =>
    canWrite ? (
      <Button variant="primary" onClick={onClick} data-testid={testId} disabled={disabled}>
        {t('common.addNew')}
      </Button>
    ) : undefined;

  return (
    <ContentLayout header={<PageHeader title={title} />}>
      <SpaceBetween size="l">
        <FormField label={t('vocab.dropdown.type')}>
          <Select
            data-testid="dropdown-type"
            filteringType="auto"
            filteringAriaLabel={t('common.search')}
            filteringPlaceholder={t('common.search')}
            noMatch={t('vocab.list.noMatch')}
            selectedOption={type ? { value: type.name, label: typeTitle(type) } : null}
            options={mainTypes.map((each) => ({ value: each.name, label: typeTitle(each) }))}
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
          loadingText={t('common.loading')}
          selectionType={childType ? 'single' : undefined}
          selectedItems={chosen ? [chosen] : []}
          onSelectionChange={({ detail }) => setChosenId(detail.selectedItems[0]?.id)}
          ariaLabels={{
            tableLabel: mainTitle,
            itemSelectionLabel: (_s, o) => t('vocab.dropdown.chooseRow', { name: o.title }),
            selectionGroupLabel: t('vocab.dropdown.values', { type: mainTitle }),
          }}
          columnDefinitions={dropdownColumns<DropdownOption>(
            t,
            canWrite,
            (o) => type && setEditing({ mode: 'update', type: type.name, value: o }),
            (o) => setToDelete(o),
            Boolean(childType),
            type?.name === BAD_FLAG_TYPE,
          )}
          header={
            <Header
              counter={`(${options.length})`}
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  {/* Many values at once from a spreadsheet (issue 15). */}
                  {writableKinds(grant).includes('dropdowns') && (
                    <Button onClick={() => navigate(`${PATHS.importObjects}?kind=dropdowns`)} data-testid="dropdown-import">
                      {t('shell.nav.import')}
                    </Button>
                  )}
                  {type && addButton(() => setEditing({ mode: 'add', type: type.name }), 'dropdown-add')}
                </SpaceBetween>
              }
            >
              {mainTitle}
            </Header>
          }
          empty={<Box textAlign="center">{t('vocab.list.empty')}</Box>}
        />
        {childType && (
          <Table
            data-testid="dropdown-children"
            trackBy="id"
            items={chosen?.children ?? []}
            ariaLabels={{ tableLabel: childTitle }}
            columnDefinitions={dropdownColumns<DropdownOption['children'][number]>(
              t,
              canWrite,
              (c) => chosen && setEditing({ mode: 'update', type: childType.name, parent: chosen, value: c }),
              (c) => setToDelete(c),
            )}
            header={
              <Header
                counter={`(${chosen?.children.length ?? 0})`}
                description={
                  chosen ? (
                    <FormattedMessage id="vocab.dropdown.childValuesOf" values={{ type: childTitle, parent: <bdi>{chosen.title}</bdi> }} />
                  ) : (
                    t('vocab.dropdown.chooseValue', { type: mainTitle })
                  )
                }
                actions={addButton(() => chosen && setEditing({ mode: 'add', type: childType.name, parent: chosen }), 'dropdown-child-add', !chosen)}
              >
                {childTitle}
              </Header>
            }
            empty={<Box textAlign="center">{t('vocab.list.empty')}</Box>}
          />
        )}
      </SpaceBetween>
      <DropdownModal
        visible={Boolean(editing)}
        mode={editing?.mode ?? 'add'}
        initialTitle={editing?.value?.title ?? ''}
        parentTitle={editing?.parent?.title}
        initialBad={editing?.type === BAD_FLAG_TYPE ? (editing.value?.badCondition ?? false) : undefined}
        onSave={save}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmDeleteModal visible={Boolean(toDelete)} names={toDelete && [translateKnown(t, toDelete.title)]} onConfirm={confirmDelete} onCancel={() => setToDelete(undefined)} />
    </ContentLayout>
  );
}
