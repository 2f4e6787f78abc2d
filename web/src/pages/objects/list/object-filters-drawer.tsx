import Button from '@cloudscape-design/components/button';
import { DayPicker } from '../../../components/forms/day-picker';
import Drawer from '@cloudscape-design/components/drawer';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState, type FormEvent } from 'react';
import { OBJECT_SINGLE_REFS } from '../../../../../shared/schemas/object-fields';
import { translateKnown } from '../../../i18n/known-text';
import { useT } from '../../../i18n/use-t';
import type { ObjectDropdowns } from '../form/use-object-dropdowns';
import {
  NO_FILTERS,
  OBJECT_DATE_FILTERS,
  OBJECT_TEXT_FILTERS,
  OBJECT_VALUE_FILTERS,
  OBJECT_YEAR_FILTERS,
  withFilter,
  type ObjectFilterName,
  type ObjectFilters,
} from './object-filters';
import { OBJECT_FILTER_LABELS } from './object-filter-labels';

/** A value of a dropdown type, or a child value (a category). */
type DropdownValue = { id: string; title: string };


/** Each field's id, so its label names it for screen readers and the browser tests. */
const controlId = (name: ObjectFilterName) => `object-filter-${name}`;

/**
 * The Filters drawer (spec 2 section 2): every filter of GET /api/objects. Edits stay in the
 * drawer until Search applies them; Clear empties them and shows every object again. Cloudscape's
 * drawer moves focus in when it opens, keeps it inside, closes on Escape and gives focus back to
 * the Filters button.
 */
export function ObjectFiltersDrawer({
  open,
  applied,
  dropdowns,
  onApply,
  onClose,
}: {
  open: boolean;
  applied: ObjectFilters;
  dropdowns: ObjectDropdowns;
  onApply: (filters: ObjectFilters) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(applied);
  // Each opening starts from what the list shows, not from edits abandoned last time.
  useEffect(() => {
    if (open) setDraft(applied);
  }, [open, applied]);

  const set = (name: ObjectFilterName, value: string) => setDraft((current) => withFilter(current, name, value));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
  };

  const optionsOf = (values: readonly DropdownValue[]): SelectProps.Option[] => [
    { value: '', label: t('objects.filters.any') },
    // Staff-typed titles as they are; the seeded ones in the reader's language.
    ...values.map((v) => ({ value: v.id, label: translateKnown(t, v.title) })),
  ];
  const valuesOf = (name: (typeof OBJECT_VALUE_FILTERS)[number]): readonly DropdownValue[] =>
    name === 'category'
      ? (dropdowns.of(OBJECT_SINGLE_REFS.classification).find((c) => c.id === draft.classification)?.children ?? [])
      : dropdowns.of(OBJECT_SINGLE_REFS[name]);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      position="fixed"
      placement="end"
      backdrop
      // Above the console's sticky top bar (1002) and below Cloudscape's modals (5000): it covers the page as a dialog would.
      zIndex={1003}
      header={<Header variant="h2">{t('objects.filters.title')}</Header>}
      ariaLabel={t('objects.filters.title')}
      closeAction={{ ariaLabel: t('objects.filters.close') }}
      data-testid="object-filters"
      // Clear and Search stay in view however many filters there are (the drawer's sticky footer).
      footer={
        <SpaceBetween direction="horizontal" size="xs">
          <Button formAction="none" onClick={clear} data-testid="object-filters-clear">
            {t('objects.filters.clear')}
          </Button>
          <Button variant="primary" formAction="none" onClick={() => onApply(draft)} data-testid="object-filters-search">
            {t('objects.filters.search')}
          </Button>
        </SpaceBetween>
      }
    >
      {/* The fields scroll inside the drawer, leaving room for its header and footer: Cloudscape's fixed drawer lets its content grow past the window. */}
      <form onSubmit={submit} style={{ maxBlockSize: 'calc(100vh - 200px)', overflowY: 'auto', paddingInlineEnd: 4 }}>
        <SpaceBetween size="m">
          {OBJECT_TEXT_FILTERS.map((name) => (
            <FormField key={name} label={t(OBJECT_FILTER_LABELS[name])} controlId={controlId(name)} data-testid={controlId(name)}>
              <Input
                controlId={controlId(name)}
                value={draft[name]}
                onChange={({ detail }) => set(name, detail.value)}
                // Typed text takes its own direction: an Arabic name, a Latin inventory number.
                nativeInputAttributes={{ dir: 'auto' }}
              />
            </FormField>
          ))}
          {OBJECT_VALUE_FILTERS.map((name) => {
            const options = optionsOf(valuesOf(name));
            return (
              <FormField key={name} label={t(OBJECT_FILTER_LABELS[name])} controlId={controlId(name)} data-testid={controlId(name)}>
                <Select
                  controlId={controlId(name)}
                  options={options}
                  selectedOption={options.find((o) => o.value === draft[name]) ?? options[0]}
                  onChange={({ detail }) => set(name, detail.selectedOption.value ?? '')}
                  disabled={name === 'category' && !draft.classification}
                  statusType={dropdowns.loading ? 'loading' : 'finished'}
                  loadingText={t('objectForm.options.loading')}
                  filteringType="auto"
                  filteringPlaceholder={t('objectForm.options.filter')}
                  filteringAriaLabel={t('objectForm.options.filter')}
                  noMatch={t('objectForm.options.noMatch')}
                />
              </FormField>
            );
          })}
          {OBJECT_DATE_FILTERS.map((name) => (
            <FormField key={name} label={t(OBJECT_FILTER_LABELS[name])} controlId={controlId(name)} data-testid={controlId(name)}>
              <DayPicker controlId={controlId(name)} value={draft[name]} onChange={(value) => set(name, value)} />
            </FormField>
          ))}
          {OBJECT_YEAR_FILTERS.map((name) => (
            <FormField key={name} label={t(OBJECT_FILTER_LABELS[name])} constraintText={t('objects.filters.yearHint')} controlId={controlId(name)} data-testid={controlId(name)}>
              <Input
                controlId={controlId(name)}
                value={draft[name]}
                inputMode="numeric"
                // A year is digits, with a minus before the era: anything else the API would refuse.
                onChange={({ detail }) => set(name, detail.value.replace(/[^\d-]/gu, '').replace(/(?!^)-/gu, ''))}
                nativeInputAttributes={{ dir: 'ltr' }}
              />
            </FormField>
          ))}
          {/* Enter in a field applies the filters, as the Search button does. */}
          <button type="submit" hidden tabIndex={-1} aria-label={t('objects.filters.search')} />
        </SpaceBetween>
      </form>
    </Drawer>
  );
}
