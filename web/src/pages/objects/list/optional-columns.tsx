import type { TableProps } from '@cloudscape-design/components/table';
import type { CollectionObject } from '../../../../../shared/schemas/object';
import type { ObjectListColumn } from '../../../../../shared/schemas/list-columns';
import { formatTimestamp, type DateDisplay } from '../../../components/date-time/date-time';
import { Ltr } from '../../../i18n/ltr';
import type { Translate } from '../../../i18n/use-t';

/** A dropdown value's title in the reader's language, or undefined when the lists do not hold the id. */
export type RefTitle = (type: 'classification' | 'category', id: string) => string | undefined;

/**
 * The columns a user may add to the object list beside the spec's (issue 29: chosen and ordered
 * in the preferences, hidden until chosen). Each sorts on the server by its own field.
 */
export function optionalObjectColumns(t: Translate, titleOf: RefTitle, display: DateDisplay): (TableProps.ColumnDefinition<CollectionObject> & { id: ObjectListColumn })[] {
  const missing = t('common.missingValue');
  const text = (value: string | null) => (value ? <bdi>{value}</bdi> : missing);
  const titled = (type: 'classification' | 'category', id: string | null) => text(id ? (titleOf(type, id) ?? null) : null);
  return [
    { id: 'objectTitle', header: t('objectForm.field.objectTitle'), sortingField: 'objectTitle', cell: (o) => text(o.objectTitle) },
    { id: 'classification', header: t('objectForm.field.classification'), sortingField: 'classification', cell: (o) => titled('classification', o.classification) },
    { id: 'category', header: t('objectForm.field.category'), sortingField: 'category', cell: (o) => titled('category', o.category) },
    { id: 'registrationDate', header: t('objectForm.field.registrationDate'), sortingField: 'registrationDate', cell: (o) => (o.registrationDate ? <Ltr>{o.registrationDate}</Ltr> : missing) },
    { id: 'quantity', header: t('objectForm.field.quantity'), sortingField: 'quantity', cell: (o) => (o.quantity === null ? missing : <Ltr>{o.quantity}</Ltr>) },
    { id: 'updatedAt', header: t('objects.columns.updatedAt'), sortingField: 'updatedAt', cell: (o) => (o.updatedAt ? <Ltr>{formatTimestamp(o.updatedAt, display)}</Ltr> : missing) },
  ];
}
