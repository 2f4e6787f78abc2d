import type { RecordType } from '../record-type';
import { date, images, longText, number, ref, text } from './fields';

export const CONDITION = {
  name: 'condition',
  area: 'condition',
  path: 'conditions',
  single: 'condition',
  label: 'Condition',
  plural: 'Conditions',
  dateField: 'conditionDate',
  columns: ['condition', 'conditionDate'],
  objectNameColumn: true,
  filters: ['condition'],
  searched: ['examinedBy', 'city', 'conditionSummary'],
  fields: [
    ref('condition', 'Condition'),
    date('conditionDate', 'Condition Date'),
    text('examinedBy', 'Examined By'),
    ref('examinationTechnique', 'Examination Technique'),
    ref('locationOfExamination', 'Location of Examination'),
    text('city', 'City'),
    number('temperatureMin', 'Minimum Temperature', 'C'),
    number('temperatureMax', 'Maximum Temperature', 'C'),
    number('humidity', 'Humidity', 'RH'),
    number('light', 'Light', 'Lux'),
    longText('conditionSummary', 'Condition Summary'),
    longText('maintenanceNotes', 'Maintenance Notes'),
    images('conditions'),
  ],
} as const satisfies RecordType;
