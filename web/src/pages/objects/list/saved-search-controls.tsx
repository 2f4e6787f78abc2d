import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState, type FormEvent, type ReactNode } from 'react';
import { SavedSearchCreateSchema, type SavedQuery, type SavedSearch } from '../../../../../shared/schemas/saved-search';
import { useNotifyQueryError } from '../../../api/use-notify-query-error';
import { useSuccessNotice } from '../../../components/notices/use-success-notice';
import { translateKnown } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import { useSavedSearches } from './use-saved-searches';

type Visibility = SavedSearch['visibility'];

/**
 * The list's saved searches (issue 29): a select that opens one (the caller's own, then those
 * shared with the museum, each saying whose), the open one's delete when it is the caller's, and
 * Save search, which names the list's current query and says who sees it.
 */
export function SavedSearchControls({
  current,
  onOpen,
  children,
}: {
  current: () => SavedQuery;
  onOpen: (query: SavedQuery) => void;
  /** Where the list puts the select (inside its filter, as Cloudscape's saved filter sets do) and the buttons. */
  children: (parts: { select: ReactNode; actions: ReactNode }) => ReactNode;
}) {
  const t = useT();
  const notifyError = useNotifyQueryError();
  const notifySuccess = useSuccessNotice();
  const { searches, loading, save, remove } = useSavedSearches();
  const [openId, setOpenId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [dialog, setDialog] = useState<{ name: string; visibility: Visibility; error?: string } | null>(null);

  const optionOf = (s: SavedSearch): SelectProps.Option => ({
    value: s.id,
    label: s.name,
    description: s.mine ? (s.visibility === 'shared' ? t('savedSearches.visibility.shared') : t('savedSearches.private')) : t('savedSearches.sharedBy', { owner: s.ownerUsername }),
  });
  const mine = searches.filter((s) => s.mine);
  const shared = searches.filter((s) => !s.mine);
  const options: SelectProps.OptionGroup[] = [
    ...(mine.length ? [{ label: t('savedSearches.mine'), options: mine.map(optionOf) }] : []),
    ...(shared.length ? [{ label: t('savedSearches.sharedGroup'), options: shared.map(optionOf) }] : []),
  ];
  const open = searches.find((s) => s.id === openId);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!dialog) return;
    const name = SavedSearchCreateSchema.shape.name.safeParse(dialog.name);
    if (!name.success) return setDialog({ ...dialog, error: translateKnown(t, name.error.issues[0]!.message) });
    setSaving(true);
    try {
      await save({ name: name.data, visibility: dialog.visibility, query: current() });
      setDialog(null);
      notifySuccess('savedSearches.saved');
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };
  const deleteOpen = async () => {
    if (!open) return;
    try {
      await remove(open.id);
      setOpenId(null);
      notifySuccess('savedSearches.deleted');
    } catch (error) {
      notifyError(error);
    }
  };

  const select = (
    <Select
        data-testid="saved-searches"
        options={options}
        selectedOption={open ? optionOf(open) : null}
        placeholder={t('savedSearches.placeholder')}
        ariaLabel={t('savedSearches.label')}
        empty={t('savedSearches.empty')}
        statusType={loading ? 'loading' : 'finished'}
        onChange={({ detail }) => {
          const chosen = searches.find((s) => s.id === detail.selectedOption.value);
          if (!chosen) return;
          setOpenId(chosen.id);
          onOpen(chosen.query);
        }}
    />
  );
  const actions = (
    <>
      {open?.mine && <Button iconName="remove" variant="icon" ariaLabel={t('savedSearches.delete')} onClick={deleteOpen} data-testid="saved-search-delete" />}
      <Button onClick={() => setDialog({ name: open?.mine ? open.name : '', visibility: 'private' })} data-testid="saved-search-save">
        {t('savedSearches.save')}
      </Button>
    </>
  );
  return (
    <>
      {children({ select, actions })}
      <Modal
        visible={dialog !== null}
        onDismiss={() => setDialog(null)}
        header={t('savedSearches.save')}
        data-testid="saved-search-dialog"
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setDialog(null)}>
                {t('common.cancel')}
              </Button>
              <Button variant="primary" loading={saving} onClick={() => void submit()} data-testid="saved-search-confirm">
                {t('common.save')}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        {dialog && (
          <form onSubmit={submit} noValidate>
            <SpaceBetween size="m">
              <FormField label={t('savedSearches.name')} errorText={dialog.error} controlId="saved-search-name">
                <Input controlId="saved-search-name" value={dialog.name} onChange={({ detail }) => setDialog({ ...dialog, name: detail.value, error: undefined })} nativeInputAttributes={{ dir: 'auto' }} />
              </FormField>
              <FormField label={t('savedSearches.visibility')}>
                <RadioGroup
                  value={dialog.visibility}
                  onChange={({ detail }) => setDialog({ ...dialog, visibility: detail.value as Visibility })}
                  items={[
                    { value: 'private', label: t('savedSearches.visibility.private') },
                    { value: 'shared', label: t('savedSearches.visibility.shared') },
                  ]}
                />
              </FormField>
            </SpaceBetween>
          </form>
        )}
      </Modal>
    </>
  );
}
