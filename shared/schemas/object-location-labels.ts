import type { OBJECT_STEPS } from './object-fields';

/**
 * The labels of the object form's Location step (part of `OBJECT_FIELD_LABELS`), in a module of
 * their own: a movement's place fields are named after them, and the movements function loads
 * these without every object field's label.
 */
export const OBJECT_LOCATION_LABELS: Readonly<Record<(typeof OBJECT_STEPS.location)[number], string>> = {
  location: 'Location',
  locationArea: 'Location Area',
  displayArea: 'Display Area',
  buildingNumber: 'Building Number',
  buildingArea: 'Building Area',
  hallNumber: 'Hall Number',
  roomNumber: 'Room Number',
  temporaryLocation: 'Temporary Location',
  cabinetNumber: 'Cabinet Number',
  shelfNumber: 'Shelf Number',
  drawerNumber: 'Drawer Number',
  boxNumber: 'Box Number',
  showcaseNumber: 'Showcase Number',
};
