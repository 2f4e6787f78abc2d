/**
 * What the objects screen calls besides a page and an object opened, as one chunk loaded by the
 * first of them (a second lazy entry would split the cold start's shared code into more files,
 * which compress worse): the saves with the write rules they bring, a sorted, filtered or set's
 * page (the list walk), the image presign and the gaps report.
 */
export { createObject, deleteObjects, updateObject, walkedObjectPage } from '../catalogue/objects/object-saves';
export { presignObjectImage } from '../catalogue/objects/images';
export { inventoryGaps } from './gaps';
