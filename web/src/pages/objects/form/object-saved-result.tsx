import { SavedResult } from '../../../components/saved-result/saved-result';
import { msg, type MessageId } from '../../../i18n/message-ids';
import { OBJECT_LIST_AREA, saveObjectPath } from '../list/object-paths';
import type { CollectionObject } from '../../../../../shared/schemas/object';

export const OBJECT_LIST_PATH = '/objects';

/** The success result after an object save (spec 2 section 4): on to the list, or to a new object. */
export function ObjectSavedResult({ title, onAddObject, saved }: { title: MessageId; onAddObject: () => void; saved?: CollectionObject }) {
  return (
    <SavedResult
      title={title}
      listPath={OBJECT_LIST_PATH}
      listArea={OBJECT_LIST_AREA}
      listLabel={msg('objectForm.saved.goToObjects')}
      addLabel={msg('objectForm.saved.addObject')}
      onAdd={onAddObject}
      saved={saved && { path: saveObjectPath(saved.id), name: saved.inventoryNumber }}
      testId="object-saved"
    />
  );
}
