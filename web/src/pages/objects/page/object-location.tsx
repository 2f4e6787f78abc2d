import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import type { CollectionObject } from '../../../../../shared/schemas/object';
import type { MessageId } from '../../../i18n/message-ids';
import { useT } from '../../../i18n/use-t';
import type { DropdownTitle } from './dropdown-titles';
import { wholeLocation } from './object-page-content';

/** Where the object is now, whole: the place and every lower level it holds (area, room, cabinet, shelf...). */
export function ObjectLocation({ object, titleOf }: { object: CollectionObject; titleOf: DropdownTitle }) {
  const t = useT();
  const levels = wholeLocation(object);
  return (
    <Container header={<Header variant="h2">{t('objectPage.location')}</Header>} data-testid="object-page-location">
      {levels.length ? (
        <KeyValuePairs
          columns={4}
          items={levels.map(({ level, value, dropdownType }) => ({
            label: t(`objectForm.field.${level}` as MessageId),
            value: value === true ? t('common.yes') : <bdi>{dropdownType ? (titleOf(dropdownType, value) ?? t('common.missingValue')) : value}</bdi>,
          }))}
        />
      ) : (
        <Box color="text-body-secondary">{t('objectPage.noLocation')}</Box>
      )}
    </Container>
  );
}
