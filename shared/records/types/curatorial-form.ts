import type { RecordType } from '../record-type';
import { date, images, longText, text } from './fields';

export const CURATORIAL_FORM = {
  name: 'curatorialForm',
  area: 'curatorialForm',
  path: 'curatorial-forms',
  single: 'curatorial-form',
  label: 'Curatorial Form',
  plural: 'Curatorial Forms',
  dateField: 'recordingDate',
  columns: ['recordingDate', 'recordedBy'],
  objectNameColumn: true,
  filters: [],
  searched: ['recordedBy', 'keywords', 'objectLabel'],
  fields: [
    date('recordingDate', 'Recording Date'),
    text('recordedBy', 'Recorded By'),
    longText('inscriptionDetail', 'Inscription Detail'),
    text('language', 'Language'),
    longText('translation', 'Translation'),
    longText('objectLabel', 'Object Label'),
    longText('background', 'Background'),
    text('keywords', 'Keywords'),
    longText('bibliography', 'Bibliography'),
    text('relatedObjects', 'Related Objects'),
    text('videography', 'Videography'),
    images('curatorial-forms'),
  ],
} as const satisfies RecordType;
