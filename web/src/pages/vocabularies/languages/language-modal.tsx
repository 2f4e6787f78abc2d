import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import { ModalFooter } from '../../../components/modal-footer/modal-footer';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useEffect, useState } from 'react';
import { useUnsavedChanges } from '../../../components/unsaved-changes/unsaved-changes';
import { LANGUAGE_SELECTOR_WIDTH } from '../../../../../shared/constants';
import { LanguageCreateSchema, type IsoLanguage, type Language } from '../../../../../shared/schemas/vocabulary';
import { useT } from '../../../i18n/use-t';
import { useLanguageName } from '../common/use-language-name';
import type { LanguageSave } from '../common/use-languages';
import { requiredFields } from '../../../components/forms/required-fields';
import { FieldLabel, RequiredNote } from '../../../components/forms/required-label';
import { hasErrors, schemaErrors } from '../../../components/forms/schema-errors';

const EMPTY: LanguageSave = { isoLanguageId: '', usedInMobileApp: false, defaultInMobileApp: false, directionRightToLeft: false };

function formOf(language: Language | undefined): LanguageSave {
  return language
    ? {
        isoLanguageId: language.isoLanguage.id,
        usedInMobileApp: language.usedInMobileApp,
        defaultInMobileApp: language.defaultInMobileApp,
        directionRightToLeft: language.directionRightToLeft,
      }
    : EMPTY;
}

type Props = {
  visible: boolean;
  /** The language being updated; none in Add mode. */
  language?: Language;
  iso: readonly IsoLanguage[];
  /** Codes already configured: not offered again. */
  taken: ReadonlySet<string>;
  onSave: (form: LanguageSave) => Promise<void>;
  onClose: () => void;
};

/** Add New / Update on /languages: a language selector and three switches; saving closes and resets. */
export function LanguageModal({ visible, language, iso, taken, onSave, onClose }: Props) {
  const t = useT();
  const languageName = useLanguageName();
  const [form, setForm] = useState<LanguageSave>(formOf(language));
  const [saving, setSaving] = useState(false);
  useEffect(() => setForm(formOf(language)), [language, visible]);
  // Choices in the open modal count as unsaved; a closed one holds nothing.
  useUnsavedChanges(visible && JSON.stringify(form) !== JSON.stringify(formOf(language)) ? form : null);

  const options = iso
    .filter((l) => !taken.has(l.code) || l.id === language?.isoLanguage.id)
    .map((l) => ({ value: l.id, label: languageName(l), description: l.code }));
  const set = (change: Partial<LanguageSave>) => setForm((current) => ({ ...current, ...change }));

  // A language selection is required (spec 1 section 5); there is no message for it.
  const check = (values: LanguageSave) => schemaErrors(LanguageCreateSchema, values);
  const refused = hasErrors(check(form));
  const languageRequired = requiredFields(check, form)('isoLanguageId');

  const save = async () => {
    if (refused) return;
    setSaving(true);
    try {
      await onSave(form);
      setForm(EMPTY);
      onClose();
    } catch {
      // The failure is shown by the save itself; the form keeps what was entered.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible={visible}
      onDismiss={onClose}
      // The spec titles this modal as it titles the dropdown one (spec 1 section 2), word for word.
      header={t(language ? 'vocab.dropdown.updateTitle' : 'vocab.dropdown.addTitle')}
      data-testid="language-modal"
      footer={<ModalFooter onCancel={onClose} primaryTestId="language-save" busy={saving} disabled={refused} onPrimary={() => void save()} />}
    >
      <SpaceBetween size="m">
        <RequiredNote />
        <FormField label={<FieldLabel text={t('vocab.list.languages')} required={languageRequired} />}>
          <div style={{ width: LANGUAGE_SELECTOR_WIDTH }}>
            <Select
              ariaRequired={languageRequired}
              data-testid="language-modal-selector"
              filteringType="auto"
              placeholder={t('vocab.languages.select')}
              filteringAriaLabel={t('common.search')}
              filteringPlaceholder={t('common.search')}
              noMatch={t('vocab.list.noMatch')}
              selectedOption={options.find((o) => o.value === form.isoLanguageId) ?? null}
              options={options}
              onChange={({ detail }) => set({ isoLanguageId: detail.selectedOption.value ?? '' })}
            />
          </div>
        </FormField>
        <Toggle checked={form.usedInMobileApp || form.defaultInMobileApp} disabled={form.defaultInMobileApp} onChange={({ detail }) => set({ usedInMobileApp: detail.checked })} data-testid="toggle-app">
          {t('vocab.languages.usedInApp')}
        </Toggle>
        <Toggle checked={form.defaultInMobileApp} onChange={({ detail }) => set({ defaultInMobileApp: detail.checked })} data-testid="toggle-default">
          {t('vocab.languages.defaultInApp')}
        </Toggle>
        <Toggle checked={form.directionRightToLeft} onChange={({ detail }) => set({ directionRightToLeft: detail.checked })} data-testid="toggle-rtl">
          {t('vocab.languages.directionRtl')}
        </Toggle>
      </SpaceBetween>
    </Modal>
  );
}
