import Link from '@cloudscape-design/components/link';
import type { CardsProps } from '@cloudscape-design/components/cards';
import type { CollectionObject } from '../../../../../shared/schemas/object';
import { Ltr } from '../../../i18n/ltr';
import type { Translate } from '../../../i18n/use-t';
import { objectPagePath } from '../../../paths';
import { ObjectThumbnail } from './object-thumbnail';
import { saveObjectPath } from './object-paths';
import type { ObjectRowActions } from './table-config';

/**
 * A gallery card (issue 29): the object's picture, its inventory number (a link to its form, as
 * in the table) as the card's header, and its name (a link to its page). The `eager` cards' pictures load first.
 */
export function objectCardDefinition(onFollow: ObjectRowActions['onFollow'], t: Translate, eager: ReadonlySet<string> = new Set()): CardsProps.CardDefinition<CollectionObject> {
  return {
    header: (object) => (
      <Link href={saveObjectPath(object.id)} onFollow={onFollow} fontSize="heading-s">
        <Ltr>{object.inventoryNumber}</Ltr>
      </Link>
    ),
    sections: [
      { id: 'image', content: (object) => <ObjectThumbnail object={object} size="card" eager={eager.has(object.id)} /> },
      {
        id: 'objectName',
        header: t('objectForm.field.objectName'),
        content: (object) => (
          <Link href={objectPagePath(object.id)} onFollow={onFollow}>
            {object.objectName ? <bdi>{object.objectName}</bdi> : t('objects.list.page')}
          </Link>
        ),
      },
    ],
  };
}
