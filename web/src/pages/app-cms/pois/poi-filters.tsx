import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import * as z from 'zod/mini';
import { MAX_PAGE_SIZE } from '../../../../../shared/constants';
import { PoiGroupPageSchema } from '../../../../../shared/schemas/poi-group';
import { useApiQuery } from '../../../api/use-api-query';
import { useT } from '../../../i18n/use-t';
import { ObjectPicker } from '../../records/form/object-picker';
import type { AppLanguage } from '../common/use-app-languages';

/** The POI list's filters (spec 2 sections 2 and 3): kept across navigation, with whether they are applied. */
export type PoiFilters = { language: string; groupId: string; itemId: string; filtered: boolean; advanced: boolean };
export const NO_POI_FILTERS: PoiFilters = { language: '', groupId: '', itemId: '', filtered: false, advanced: false };
export const PoiFiltersSchema: z.ZodMiniType<PoiFilters> = z.object({ language: z.string(), groupId: z.string(), itemId: z.string(), filtered: z.boolean(), advanced: z.boolean() });

const parseGroups = (value: unknown) => PoiGroupPageSchema.parse(value);

/**
 * The Filters drawer of /pois: Language, POI Group and (with Item-Cataloging) Linked Item; Search
 * applies them, Clear empties them and shows every POI again.
 */
export function PoiFiltersDrawer({
  applied,
  languages,
  withLinkedItem,
  onApply,
  onClose,
}: {
  applied: PoiFilters;
  languages: readonly AppLanguage[];
  withLinkedItem: boolean;
  onApply: (filters: PoiFilters) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState(applied);
  const groups = useApiQuery('/point-of-interest-groups', parseGroups, { page: 0, size: MAX_PAGE_SIZE });
  const any = { value: '', label: t('records.list.any') };
  const languageOptions = [any, ...languages.map((l) => ({ value: l.code, label: l.title }))];
  const groupOptions = [any, ...(groups.data?.content ?? []).map((g) => ({ value: g.id, label: g.title }))];

  return (
    <Container
      data-testid="poi-filters"
      header={
        <Header variant="h3" actions={<Button variant="icon" iconName="close" ariaLabel={t('common.close')} onClick={onClose} />}>
          {t('appCms.poi.filters')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={withLinkedItem ? 3 : 2}>
          <FormField label={t('appCms.poi.language')} controlId="poi-filter-language">
            <Select controlId="poi-filter-language" data-testid="poi-filter-language" options={languageOptions} selectedOption={languageOptions.find((o) => o.value === draft.language) ?? any} onChange={({ detail }) => setDraft((d) => ({ ...d, language: detail.selectedOption.value ?? '' }))} />
          </FormField>
          <FormField label={t('appCms.poi.group')} controlId="poi-filter-group">
            <Select controlId="poi-filter-group" data-testid="poi-filter-group" filteringType="auto" options={groupOptions} selectedOption={groupOptions.find((o) => o.value === draft.groupId) ?? any} onChange={({ detail }) => setDraft((d) => ({ ...d, groupId: detail.selectedOption.value ?? '' }))} />
          </FormField>
          {withLinkedItem && <ObjectPicker objectId={draft.itemId} onChange={(itemId) => setDraft((d) => ({ ...d, itemId }))} disabled={false} label={t('appCms.poi.linkedItem')} testId="poi-filter-item" />}
        </ColumnLayout>
        <SpaceBetween direction="horizontal" size="xs">
          <Button onClick={() => (setDraft(NO_POI_FILTERS), onApply(NO_POI_FILTERS))} data-testid="poi-filters-clear">
            {t('appCms.poi.clearFilters')}
          </Button>
          <Button variant="primary" onClick={() => onApply({ ...draft, filtered: Boolean(draft.language || draft.groupId || draft.itemId), advanced: true })} data-testid="poi-filters-search">
            {t('common.search')}
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </Container>
  );
}
