import { msg, type MessageId } from '../../../i18n/message-ids';
import type { ObjectFilterName } from './object-filters';

/** Each filter's label: the Filters drawer's field and the filter token's property read the same. */
export const OBJECT_FILTER_LABELS: Record<ObjectFilterName, MessageId> = {
  inventoryNumber: msg('objectForm.field.inventoryNumber'),
  objectName: msg('objectForm.field.objectName'),
  objectTitle: msg('objectForm.field.objectTitle'),
  country: msg('objectForm.field.country'),
  description: msg('objectForm.field.description'),
  showcaseNumber: msg('objectForm.field.showcaseNumber'),
  century: msg('objectForm.field.century'),
  classification: msg('objectForm.field.classification'),
  category: msg('objectForm.field.category'),
  location: msg('objectForm.field.location'),
  startDate: msg('objects.filters.startDate'),
  endDate: msg('objects.filters.endDate'),
  producedFrom: msg('objects.filters.producedFrom'),
  producedTo: msg('objects.filters.producedTo'),
};
