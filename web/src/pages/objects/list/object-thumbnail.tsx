import Box from '@cloudscape-design/components/box';
import { useState } from 'react';
import type { CollectionObject } from '../../../../../shared/schemas/object';
import { useT } from '../../../i18n/use-t';

/** The thumbnail's box: a list cell's picture is 48 px high, a gallery card's 160. */
export const THUMBNAIL_HEIGHTS = { cell: 48, card: 160 } as const;

/**
 * The gallery's first cards, in view when the list opens at 1440 x 900 (two rows of five): their
 * thumbnails load at once and first. Lazy, they waited for layout and then queued at low priority
 * behind the rest, and the largest paint (a card's picture) came up to 0.9 s late (docs/thumbnails.md).
 */
export const EAGER_THUMBNAILS = 10;

/**
 * An object's thumbnail (`thumbnailUrl`, a few KB), or its main image while the thumbnail is not
 * made yet (the jobs worker makes it just after the save) or could not be: the address answers 404
 * and the picture falls back. The box keeps its size while loading, so the list does not jump.
 * `eager`: in view at once, so fetched first rather than when scrolled to.
 */
export function ObjectThumbnail({ object, size, eager = false }: { object: CollectionObject; size: keyof typeof THUMBNAIL_HEIGHTS; eager?: boolean }) {
  const t = useT();
  const [failed, setFailed] = useState<string>();
  const height = THUMBNAIL_HEIGHTS[size];
  const thumbnail = object.thumbnailUrl;
  if (!thumbnail || !object.mainImage) {
    return size === 'cell' ? (
      <Box color="text-status-inactive">{t('common.missingValue')}</Box>
    ) : (
      <Box color="text-status-inactive" textAlign="center" padding={{ vertical: 'xxl' }}>
        {t('objects.list.noImage')}
      </Box>
    );
  }
  const src = failed === thumbnail ? object.mainImage.url : thumbnail;
  return (
    <img
      src={src}
      alt=""
      data-testid="object-thumbnail"
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'auto' : 'async'}
      fetchPriority={eager ? 'high' : 'auto'}
      onError={() => setFailed((was) => was ?? thumbnail)}
      style={{ display: 'block', height, width: size === 'card' ? '100%' : height * (4 / 3), objectFit: size === 'card' ? 'contain' : 'cover' }}
    />
  );
}
