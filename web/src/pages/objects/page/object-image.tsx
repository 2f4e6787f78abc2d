import Box from '@cloudscape-design/components/box';
import Icon from '@cloudscape-design/components/icon';
import { useState } from 'react';
import type { CollectionObject } from '../../../../../shared/schemas/object';
import { useT } from '../../../i18n/use-t';
import { shownImage } from './object-page-content';

/**
 * The object's picture (its main image, else its first image), or a framed "No image" where it
 * has none or the file does not load.
 */
export function ObjectImage({ object }: { object: CollectionObject }) {
  const t = useT();
  const image = shownImage(object);
  const [failed, setFailed] = useState<string>();
  if (image && failed !== image.url) {
    return (
      <img
        src={image.url}
        alt={t('objectPage.image', { name: object.objectName || object.inventoryNumber })}
        onError={() => setFailed(image.url)}
        style={{ display: 'block', maxWidth: '100%', maxHeight: 320, objectFit: 'contain', borderRadius: 8 }}
        data-testid="object-page-image"
      />
    );
  }
  return (
    <div
      style={{ minHeight: 160, display: 'flex', alignItems: 'center', justifyContent: 'center', border: '1px dashed currentColor', borderRadius: 8 }}
      data-testid="object-page-no-image"
    >
      <Box color="text-body-secondary" textAlign="center">
        <Icon name="file" size="big" variant="subtle" />
        <Box color="text-body-secondary">{t('objectForm.media.none')}</Box>
      </Box>
    </div>
  );
}
