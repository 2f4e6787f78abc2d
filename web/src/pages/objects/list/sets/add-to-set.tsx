import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { OBJECT_SET_MAX_OBJECTS, ObjectSetCreateSchema } from '../../../../../../shared/schemas/object-set';
import { useApi } from '../../../../api/api-context';
import { searchOf, type ListQuery } from '../../../../components/lists/list-state';
import { schemaErrors } from '../../../../components/forms/schema-errors';
import { ModalFooter } from '../../../../components/modal-footer/modal-footer';
import { translateKnown } from '../../../../i18n/known-text';
import { useT } from '../../../../i18n/use-t';
import { useNotifications } from '../../../../notifications/notifications-context';
import { useSave } from '../../../users/user-form/use-save';
import { parseSet, parseSetChange, setObjectsPath, useObjectSets } from '../../../object-sets/object-set-queries';

/** What goes into the set: the selection's ids, or the search whose every result goes in (the server finds them). */
export type SetAddition = { ids: readonly string[] } | { search: ListQuery; count: number };

const NEW_SET = '';

/** "Add to set": the selection, or every result of the current search (never more than a set holds). */
export function AddToSetButton({ selectedIds, query, total }: { selectedIds: readonly string[]; query: ListQuery; total: number | undefined }) {
  const t = useT();
  const [adding, setAdding] = useState<SetAddition>();
  const all = total ?? 0;
  return (
    <>
      <ButtonDropdown
        data-testid="object-add-to-set"
        items={[
          { id: 'selected', text: t('objectSets.addSelected', { count: selectedIds.length }), disabled: !selectedIds.length },
          {
            id: 'all',
            text: t('objectSets.addAll', { count: all }),
            disabled: !all || all > OBJECT_SET_MAX_OBJECTS,
            disabledReason: all > OBJECT_SET_MAX_OBJECTS ? t('objectSets.limit', { max: OBJECT_SET_MAX_OBJECTS }) : undefined,
          },
        ]}
        onItemClick={({ detail }) => setAdding(detail.id === 'selected' ? { ids: selectedIds } : { search: searchOf(query), count: all })}
      >
        {t('objectSets.addToSet')}
      </ButtonDropdown>
      {adding && <AddToSetModal addition={adding} onClose={() => setAdding(undefined)} />}
    </>
  );
}

/** Choose a set the user sees, or name a new one (private), then add. */
export function AddToSetModal({ addition, onClose }: { addition: SetAddition; onClose: () => void }) {
  const t = useT();
  const api = useApi();
  const { notify } = useNotifications();
  const sets = useObjectSets();
  const [chosen, setChosen] = useState<string>();
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const { saving, run } = useSave(() => undefined);
  const creating = chosen === NEW_SET;
  const nameError = creating && tried ? schemaErrors(ObjectSetCreateSchema, { name }).name : undefined;
  const count = 'ids' in addition ? addition.ids.length : addition.count;
  const options: SelectProps.Option[] = [...(sets.data ?? []).map((s) => ({ value: s.id, label: s.name, description: s.private ? t('objectSets.private') : t('objectSets.shared') })), { value: NEW_SET, label: t('objectSets.newSet') }];

  const add = async () => {
    setTried(true);
    if (chosen === undefined || (creating && schemaErrors(ObjectSetCreateSchema, { name }).name)) return;
    const result = await run(async () => {
      const set = creating ? parseSet(await api.post('/object-sets', { name, private: true })) : sets.data!.find((s) => s.id === chosen)!;
      const body = 'ids' in addition ? { ids: addition.ids } : { search: addition.search };
      return parseSetChange(await api.post(setObjectsPath(set.id), body));
    });
    if (!result.ok) return;
    const { added, set } = result.value;
    notify({ type: 'success', header: (tr) => tr('notice.successTitle'), content: (tr) => tr('objectSets.added', { count: added, name: set.name }) });
    onClose();
  };

  return (
    <Modal
      visible
      data-testid="add-to-set"
      onDismiss={onClose}
      header={t('objectSets.addTitle', { count })}
      footer={<ModalFooter onCancel={onClose} primaryLabel={t('objectSets.add')} primaryTestId="add-to-set-confirm" busy={saving} disabled={chosen === undefined} onPrimary={() => void add()} />}
    >
      <SpaceBetween size="m">
        <FormField label={t('objectSets.choose')} controlId="add-to-set-choice">
          <Select
            controlId="add-to-set-choice"
            data-testid="add-to-set-choice"
            placeholder={t('objectSets.choosePlaceholder')}
            statusType={sets.loading ? 'loading' : 'finished'}
            options={options}
            selectedOption={options.find((o) => o.value === chosen) ?? null}
            onChange={({ detail }) => setChosen(detail.selectedOption.value)}
          />
        </FormField>
        {creating && (
          <FormField label={t('objectSets.newName')} errorText={nameError && translateKnown(t, nameError)} controlId="add-to-set-name">
            <Input controlId="add-to-set-name" value={name} onChange={({ detail }) => setName(detail.value)} nativeInputAttributes={{ 'data-testid': 'add-to-set-name', maxLength: 200 }} />
          </FormField>
        )}
      </SpaceBetween>
    </Modal>
  );
}
