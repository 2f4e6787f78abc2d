import { RECORD_DOCUMENTS_MAX, RECORD_MULTI_REF_MAX, type RecordType } from '../record-type';
import { date, images, longText, ref, REPORT_ID_REQUIRED, reportIdField, text } from './fields';

export const TREATMENT = {
  name: 'treatment',
  area: 'treatment',
  path: 'treatments',
  single: 'treatment',
  label: 'Treatment',
  plural: 'Treatments',
  reportId: { prefix: 'TR', required: REPORT_ID_REQUIRED },
  dateField: 'treatmentDate',
  columns: ['reportId', 'treatmentCategory', 'treatmentDate'],
  objectNameColumn: true,
  filters: ['treatmentCategory'],
  searched: ['treatmentName', 'treatedBy', 'locationOfTreatment'],
  fields: [
    reportIdField,
    date('treatmentDate', 'Treatment Date'),
    text('treatedBy', 'Treated By'),
    text('locationOfTreatment', 'Location of Treatment'),
    ref('treatmentCategory', 'Treatment Category'),
    ref('treatmentPurpose', 'Treatment Purpose'),
    { name: 'damageType', kind: 'refs', label: 'Damage Type', dropdownType: 'damageType', max: RECORD_MULTI_REF_MAX },
    text('treatmentName', 'Treatment Name'),
    ref('treatmentDegree', 'Treatment Degree'),
    text('treatmentPosition', 'Treatment Position'),
    longText('treatmentProcess', 'Treatment Process'),
    longText('recommendations', 'Recommendations'),
    { name: 'treatmentDocumentation', kind: 'documents', label: 'Treatment Documentation', folder: 'treatment-documents', max: RECORD_DOCUMENTS_MAX },
    images('treatments'),
  ],
} as const satisfies RecordType;
