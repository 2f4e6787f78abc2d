import type { RecordType } from '../record-type';
import { date, longText, number, ref, text } from './fields';

export const TECHNICAL_FORM = {
  name: 'technicalForm',
  area: 'technicalForm',
  path: 'technical-forms',
  single: 'technical-form',
  label: 'Technical Form',
  plural: 'Technical Forms',
  dateField: 'recordingDate',
  columns: ['recordingDate', 'recordedBy'],
  objectNameColumn: true,
  filters: [],
  searched: ['recordedBy', 'sound'],
  fields: [
    date('recordingDate', 'Recording Date'),
    text('recordedBy', 'Recorded By'),
    number('numOfCylinders', 'Number of Cylinders', 'V'),
    number('horsePower', 'Horse Power', 'Kmh'),
    number('maxSpeed', 'Maximum Speed', 'Km/h'),
    number('engineSize', 'Engine Size', 'L'),
    number('mileage', 'Mileage', 'Km'),
    { name: 'isTankFilled', kind: 'boolean', label: 'Tank Filled' },
    ref('displayType', 'Display Type'),
    text('sound', 'Sound'),
    longText('mounting', 'Mounting'),
    longText('specs', 'Specs'),
    longText('lighting', 'Lighting'),
    longText('powerSupply', 'Power Supply'),
  ],
} as const satisfies RecordType;
