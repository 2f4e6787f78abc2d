import PropertyFilter, { type PropertyFilterProps } from '@cloudscape-design/components/property-filter';
import { useMemo } from 'react';
import { OBJECT_SINGLE_REFS } from '../../../../../shared/schemas/object-fields';
import { OBJECT_FILTER_NAMES, operatorOf, type ObjectFilterName } from '../../../../../shared/schemas/object-list-filters';
import { DayPicker } from '../../../components/forms/day-picker';
import { translateKnown } from '../../../i18n/known-text';
import { useT, type Translate } from '../../../i18n/use-t';
import type { ObjectDropdowns } from '../form/use-object-dropdowns';
import { OBJECT_DATE_FILTERS, OBJECT_VALUE_FILTERS, type ObjectFilters } from './object-filters';
import { OBJECT_FILTER_LABELS } from './object-filter-labels';
import { filtersOf, propertyFilterQuery } from './object-filter-tokens';

type ValueFilter = (typeof OBJECT_VALUE_FILTERS)[number];
const isValueFilter = (name: ObjectFilterName): name is ValueFilter => (OBJECT_VALUE_FILTERS as readonly string[]).includes(name);
const isDateFilter = (name: ObjectFilterName) => (OBJECT_DATE_FILTERS as readonly string[]).includes(name);

/** A registration-date bound picked as the Filters drawer picks it (YYYY-MM-DD, which the API reads). */
function DayForm({ value, onChange }: PropertyFilterProps.ExtendedOperatorFormProps<string>) {
  return <DayPicker controlId="object-token-day" value={value ?? ''} onChange={onChange} />;
}

/** Dropdown values of the value filters (every category: a token may name one before its classification). */
function valueOptions(dropdowns: ObjectDropdowns, t: Translate): PropertyFilterProps.FilteringOption[] {
  const options: PropertyFilterProps.FilteringOption[] = [];
  const add = (propertyKey: ValueFilter, values: readonly { id: string; title: string }[]) => {
    for (const v of values) options.push({ propertyKey, value: v.id, label: translateKnown(t, v.title) });
  };
  const classifications = dropdowns.of(OBJECT_SINGLE_REFS.classification);
  add('classification', classifications);
  add('category', classifications.flatMap((c) => c.children ?? []));
  add('location', dropdowns.of(OBJECT_SINGLE_REFS.location));
  return options;
}

/**
 * The object list's filters as tokens (Cloudscape PropertyFilter, after its server-side demo):
 * field, operator and value, ANDed as GET /api/objects ANDs its parameters. Text fields take
 * "contains" (the API matches their words by prefix), the others "equals"; a value field offers
 * the museum's dropdown values and shows their titles. The search box beside it stays the
 * `searchAll` text, so free text is not a token here.
 */
export function ObjectPropertyFilter({ filters, onChange, dropdowns }: { filters: ObjectFilters; onChange: (filters: ObjectFilters) => void; dropdowns: ObjectDropdowns }) {
  const t = useT();
  const options = useMemo(() => valueOptions(dropdowns, t), [dropdowns, t]);
  const properties = useMemo<PropertyFilterProps.FilteringProperty[]>(() => {
    const titleOf = (name: ObjectFilterName) => (id: string) => options.find((o) => o.propertyKey === name && o.value === id)?.label ?? id;
    return OBJECT_FILTER_NAMES.map((name) => {
      const operator = operatorOf(name);
      const label = t(OBJECT_FILTER_LABELS[name]);
      return {
        key: name,
        propertyLabel: label,
        groupValuesLabel: t('objects.tokens.values', { field: label }),
        defaultOperator: operator,
        operators: [isValueFilter(name) ? { operator, format: titleOf(name) } : isDateFilter(name) ? { operator, form: DayForm } : operator],
      };
    });
  }, [options, t]);
  const query = useMemo(() => propertyFilterQuery(filters), [filters]);

  return (
    <PropertyFilter
      data-testid="object-tokens"
      query={query}
      onChange={({ detail }) => onChange(filtersOf(detail.tokens))}
      filteringProperties={properties}
      filteringOptions={options}
      filteringStatusType={dropdowns.loading ? 'loading' : 'finished'}
      filteringLoadingText={t('objectForm.options.loading')}
      // The API ANDs its filters: there is no "or" to offer.
      hideOperations
      disableFreeTextFiltering
      filteringAriaLabel={t('objects.tokens.label')}
      filteringPlaceholder={t('objects.tokens.placeholder')}
      i18nStrings={{
        operatorContainsText: t('objects.tokens.contains'),
        operatorEqualsText: t('objects.tokens.equals'),
        clearFiltersText: t('objects.tokens.clear'),
        applyActionText: t('objects.tokens.apply'),
        cancelActionText: t('common.cancel'),
        editTokenHeader: t('objects.tokens.edit'),
        propertyText: t('objects.tokens.property'),
        operatorText: t('objects.tokens.operator'),
        valueText: t('objects.tokens.value'),
        groupPropertiesText: t('objects.tokens.properties'),
        groupValuesText: t('objects.tokens.valuesGroup'),
        operatorsText: t('objects.tokens.operators'),
        allPropertiesLabel: t('objects.tokens.allProperties'),
        enteredTextLabel: (text) => t('objects.tokens.useText', { text }),
        removeTokenButtonAriaLabel: (token) => t('objects.tokens.remove', { token: `${token.propertyLabel} ${token.value}` }),
      }}
    />
  );
}
