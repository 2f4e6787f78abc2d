import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import type { ReactNode } from 'react';
import type { CollectionObject } from '../../../../../shared/schemas/object';
import { Ltr } from '../../../i18n/ltr';
import type { Translate } from '../../../i18n/use-t';
import { objectPagePath } from '../../../paths';
import { saveObjectPath } from './object-paths';
import { ObjectThumbnail } from './object-thumbnail';

type Follow = (event: CustomEvent<{ href?: string; external?: boolean }>) => void;

export type ObjectRowActions = {
  onFollow: Follow;
  onEdit: (object: CollectionObject) => void;
  onDelete: (object: CollectionObject) => void;
  onReport: (object: CollectionObject) => void;
  /** Create POI (issue 31), offered to users with App CMS write. */
  onCreatePoi?: (object: CollectionObject) => void;
};

/** A dropdown value's title in the reader's language, or undefined when the list does not hold the id. */
export type ValueTitle = (type: 'location' | 'locationArea', id: string) => string | undefined;

/**
 * The object list's columns (spec 2 section 2): the image's thumbnail, Inventory Number (a link to the object's form),
 * Object Name (a link to the object's page), Location, Location Area and, for users with item
 * write, the Action menu (page, edit, report, delete). Dropdown fields hold value ids; they show their titles.
 * Every column but the menu sorts the list on the server (`sortingField`: GET /api/objects's `sort`).
 */
export function objectColumns(actions: ObjectRowActions, mayWrite: boolean, t: Translate, titleOf: ValueTitle): TableProps.ColumnDefinition<CollectionObject>[] {
  const missing = t('common.missingValue');
  const staffText = (value: string | null | undefined): ReactNode => (value ? <bdi>{value}</bdi> : missing);
  // A value deleted since, or not loaded yet, shows as missing rather than as a raw id.
  const titled = (type: 'location' | 'locationArea', id: string | null) => staffText(id ? titleOf(type, id) : undefined);
  const columns: TableProps.ColumnDefinition<CollectionObject>[] = [
    // The thumbnail (issue 29): a few KB each, made when the main image is saved.
    { id: 'thumbnail', header: t('objects.list.image'), cell: (object) => <ObjectThumbnail object={object} size="cell" /> },
    {
      id: 'inventoryNumber',
      header: t('objectForm.field.inventoryNumber'),
      cell: (object) => (
        <Link href={saveObjectPath(object.id)} onFollow={actions.onFollow}>
          <Ltr>{object.inventoryNumber}</Ltr>
        </Link>
      ),
      isRowHeader: true,
      sortingField: 'inventoryNumber',
    },
    {
      id: 'objectName',
      header: t('objectForm.field.objectName'),
      sortingField: 'objectName',
      // The object's page (issue 32); the number keeps the spec's link to the form.
      cell: (object) => (
        <Link href={objectPagePath(object.id)} onFollow={actions.onFollow}>
          {object.objectName ? <bdi>{object.objectName}</bdi> : t('objects.list.page')}
        </Link>
      ),
    },
    { id: 'location', header: t('objectForm.field.location'), sortingField: 'location', cell: (object) => titled('location', object.location) },
    { id: 'locationArea', header: t('objectForm.field.locationArea'), sortingField: 'locationArea', cell: (object) => titled('locationArea', object.locationArea) },
  ];
  if (!mayWrite) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: t('objects.list.action'),
      cell: (object) => (
        <ButtonDropdown
          variant="inline-icon"
          ariaLabel={t('objects.list.rowActions', { inventoryNumber: object.inventoryNumber })}
          items={[
            { id: 'page', text: t('objects.list.page'), href: objectPagePath(object.id) },
            { id: 'edit', text: t('objects.list.edit') },
            { id: 'report', text: t('itemReport.action') },
            ...(actions.onCreatePoi ? [{ id: 'poi', text: t('objectPage.createPoi') }] : []),
            { id: 'delete', text: t('common.delete') },
          ]}
          onItemFollow={actions.onFollow}
          onItemClick={({ detail }) => {
            if (detail.id === 'page') return;
            if (detail.id === 'edit') actions.onEdit(object);
            else if (detail.id === 'report') actions.onReport(object);
            else if (detail.id === 'poi') actions.onCreatePoi?.(object);
            else actions.onDelete(object);
          }}
        />
      ),
    },
  ];
}
