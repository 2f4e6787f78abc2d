import { Ltr } from '../../../i18n/ltr';

/**
 * An object as its pages name it: the inventory number, left to right in any language, and the
 * name in its own direction ('B-010 · Carpet', 'B-010 · سجادة').
 */
export function ObjectName({ inventoryNumber, objectName }: { inventoryNumber: string; objectName: string | null | undefined }) {
  return (
    <span data-testid="object-name">
      <Ltr>{inventoryNumber}</Ltr>
      {objectName ? (
        <>
          {' · '}
          <bdi>{objectName}</bdi>
        </>
      ) : null}
    </span>
  );
}
