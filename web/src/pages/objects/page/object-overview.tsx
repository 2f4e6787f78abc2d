import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ReactNode } from 'react';
import type { CollectionObject } from '../../../../../shared/schemas/object';
import { Ltr } from '../../../i18n/ltr';
import type { MessageId } from '../../../i18n/message-ids';
import { useT } from '../../../i18n/use-t';
import type { ObjectDropdowns } from '../form/use-object-dropdowns';
import { shownDay } from '../../records/list/record-columns';
import type { DropdownTitle } from './dropdown-titles';
import { productionYearsText } from '../production/production-years-text';
import { ObjectImage } from './object-image';

/** The latest condition report's grade and day, 'none' without a report, 'loading' while read, null when the reader may not see conditions. */
export type ConditionShown = { grade?: string; day?: string } | 'none' | 'loading' | null;

/**
 * The object at a glance (Cloudscape's details page: an image beside key-value pairs): what it
 * is, where its top-level place is and the condition its latest report gives.
 */
export function ObjectOverview({ object, titleOf, dropdowns, condition }: { object: CollectionObject; titleOf: DropdownTitle; dropdowns: ObjectDropdowns; condition: ConditionShown }) {
  const t = useT();
  const missing = t('common.missingValue');
  const text = (value: string | null | undefined): ReactNode => (value ? <bdi>{value}</bdi> : missing);
  const titled = (type: string, id: string | null | undefined) => text(id ? titleOf(type, id) : undefined);
  const label = (field: string) => t(`objectForm.field.${field}` as MessageId);
  const items = [
    { label: label('inventoryNumber'), value: <Ltr>{object.inventoryNumber}</Ltr> },
    { label: label('objectName'), value: text(object.objectName) },
    { label: label('objectTitle'), value: text(object.objectTitle) },
    { label: label('classification'), value: titled('classification', object.classification) },
    // A category is a child value of its classification.
    { label: label('category'), value: titled('classification', object.category) },
    { label: label('author'), value: text(object.author) },
    { label: label('productionDate'), value: <ProductionDate object={object} /> },
    { label: label('registrationDate'), value: object.registrationDate ? <Ltr>{shownDay(object.registrationDate)}</Ltr> : missing },
    { label: label('location'), value: titled('location', object.location) },
  ];
  if (condition !== null) items.push({ label: t('objectPage.condition'), value: <ConditionValue condition={condition} titleOf={titleOf} dropdowns={dropdowns} /> });
  return (
    <Container header={<Header variant="h2">{t('objectPage.overview')}</Header>} data-testid="object-page-overview">
      <Grid gridDefinition={[{ colspan: { default: 12, s: 4 } }, { colspan: { default: 12, s: 8 } }]}>
        <ObjectImage object={object} />
        <KeyValuePairs columns={2} items={items} />
      </Grid>
    </Container>
  );
}

function ConditionValue({ condition, titleOf, dropdowns }: { condition: Exclude<ConditionShown, null>; titleOf: DropdownTitle; dropdowns: ObjectDropdowns }) {
  const t = useT();
  if (condition === 'loading') return <StatusIndicator type="loading">{t('objectPage.records.loading')}</StatusIndicator>;
  if (condition === 'none') return <Box color="text-body-secondary">{t('objectPage.noCondition')}</Box>;
  const bad = condition.grade ? dropdowns.of('condition').some((v) => v.id === condition.grade && v.badCondition) : false;
  const grade = (condition.grade && titleOf('condition', condition.grade)) || t('common.missingValue');
  // A grade the museum marks bad (Dropdowns) stands out; any other reads as plain text.
  return (
    <div data-testid="object-page-condition">
      {bad ? (
        <StatusIndicator type="warning">
          <bdi>{grade}</bdi>
        </StatusIndicator>
      ) : (
        <bdi>{grade}</bdi>
      )}
      {condition.day && (
        <Box variant="small" display="block" color="text-body-secondary">
          {t('objectPage.conditionOn', { date: shownDay(condition.day) })}
        </Box>
      )}
    </div>
  );
}

/** The production date as written, and the years read from it beneath. */
function ProductionDate({ object }: { object: CollectionObject }) {
  const t = useT();
  if (!object.productionDate) return t('common.missingValue');
  const years = productionYearsText(t, { earliestYear: object.productionEarliestYear ?? undefined, latestYear: object.productionLatestYear ?? undefined });
  return (
    <div data-testid="object-page-production-date">
      <bdi>{object.productionDate}</bdi>
      {years && (
        <Box variant="small" display="block" color="text-body-secondary">
          {years}
        </Box>
      )}
    </div>
  );
}
