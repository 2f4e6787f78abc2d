import { RECORD_TYPES, type RecordType } from '../../shared/records/record-types';
import { CollectionObjectEntity } from '../../functions/lib/entities/collection-object';
import { CounterEntity } from '../../functions/lib/entities/counter';
import { tenantBySlug, type RegistryTenant } from '../../functions/lib/tenants';
import { nextReportId } from '../../functions/catalogue/records/report-ids';
import { recordsCounter } from '../../functions/catalogue/records/record-reads';
import { createRecord } from '../../functions/catalogue/records/service';
import { adminContext, valueIds } from './seed-objects';

type Seed = { object: string; fields: Record<string, unknown> };
/** Dropdown fields name their starter values by title; the seed looks the ids up. */
const byTitle = (title: string) => ({ title });

/**
 * A few records of each type about the seeded objects (infra/local/seed-catalog.ts), in English and
 * Arabic, made through the records service as the console would: report ids from the sequence, use
 * counts, search documents and the activity log as for any save; the movements move their objects.
 */
const SEEDS: Record<RecordType['name'], Seed[]> = {
  condition: [
    { object: 'A-001', fields: { condition: byTitle('Good'), conditionDate: '2025-02-10', examinedBy: 'Layla Haddad', examinationTechnique: byTitle('Visual inspection'), city: 'Doha', temperatureMin: 19, temperatureMax: 22, humidity: 48, light: 50, conditionSummary: 'Stable. Minor wear on the rim; lustre intact.' } },
    { object: 'A-002', fields: { condition: byTitle('Fair'), conditionDate: '2025-03-02', examinedBy: 'Marc Vidal', examinationTechnique: byTitle('Ultraviolet light'), conditionSummary: 'Old restoration visible under UV along two cracks.', maintenanceNotes: 'Check the fills yearly.' } },
    { object: 'A-005', fields: { condition: byTitle('Poor'), conditionDate: '2025-04-15', examinedBy: 'سارة المنصوري', conditionSummary: 'تشققات في الطلاء الزجاجي وفقدان جزئي عند القاعدة.' } },
  ],
  treatment: [
    { object: 'A-002', fields: { treatmentDate: '2025-03-20', treatedBy: 'Marc Vidal', locationOfTreatment: 'Conservation laboratory', treatmentCategory: byTitle('Consolidation'), treatmentPurpose: byTitle('Exhibition'), damageType: [byTitle('Crack'), byTitle('Stain')], treatmentDegree: byTitle('Moderate'), treatmentProcess: 'Cracks consolidated with Paraloid B-72; stains reduced with deionised water.' } },
    { object: 'A-005', fields: { treatmentDate: '2025-05-01', treatedBy: 'سارة المنصوري', treatmentCategory: byTitle('Cleaning'), treatmentDegree: byTitle('Minor'), recommendations: 'حفظ في رطوبة ثابتة بين 45 و 55 بالمئة.' } },
  ],
  curatorialForm: [
    { object: 'A-001', fields: { recordingDate: '2024-03-11', recordedBy: 'Layla Haddad', language: 'Persian', objectLabel: 'Lustre bowl with a seated figure, Kashan, Iran, 12th century.', keywords: 'lustre, Kashan, Seljuk' } },
    { object: 'A-005', fields: { recordingDate: '2025-01-20', recordedBy: 'سارة المنصوري', language: 'العربية', objectLabel: 'جرة فخارية مزججة بزخارف هندسية، الرقة، القرن الثالث عشر.' } },
  ],
  technicalForm: [
    { object: 'A-003', fields: { recordingDate: '2025-02-01', recordedBy: 'Omar Khalil', displayType: byTitle('Wall mounted'), mounting: 'Steel frame with padded brackets.', lighting: 'LED, 50 lux maximum.' } },
    { object: 'A-001', fields: { recordingDate: '2025-02-12', recordedBy: 'Omar Khalil', displayType: byTitle('Showcase'), specs: 'Showcase with passive humidity control.' } },
  ],
  movement: [
    { object: 'A-002', fields: { movementType: byTitle('Internal'), reasonForMovement: byTitle('Conservation'), movementLocation: byTitle('Main Building'), newLocation: byTitle('Conservation Laboratory'), dateOfMovement: '2025-03-15', dateOfReturn: '2025-04-01', movedBy: 'Omar Khalil', supervisedBy: 'Marc Vidal' } },
    { object: 'A-005', fields: { movementType: byTitle('Internal'), reasonForMovement: byTitle('Exhibition'), movementLocation: byTitle('Storage'), newLocation: byTitle('Main Building'), dateOfMovement: '2025-05-10', movedBy: 'سارة المنصوري' } },
  ],
  insurance: [
    { object: 'A-001', fields: { recordingDate: '2025-06-01', recordedBy: 'Layla Haddad', singleOrGroup: 'Single', insuranceValueQar: 364000, insuranceValueUsd: 100000, crateRequired: true, crateNumber: 'CR-017', crateMaterial: 'Plywood', length: 21, width: 21, height: 9, weight: 640, packingMaterial: 'Acid-free tissue and foam cradle.' } },
    { object: 'A-003', fields: { recordingDate: '2025-06-03', recordedBy: 'Omar Khalil', singleOrGroup: 'Group', insuranceValueQar: 91000, insuranceValueUsd: 25000, recommendedShippingMethods: 'Climate-controlled fine-art shipper' } },
  ],
};

async function objectIdsByNumber(tenant: string): Promise<Map<string, string>> {
  const { data } = await CollectionObjectEntity.query.byInventoryNumber({ tenant }).go({ limit: 100, attributes: ['id', 'inventoryNumber'] });
  return new Map(data.map((o) => [o.inventoryNumber, o.id]));
}

/** Seeds a museum's records once (a museum that has conditions already is left alone); returns how many were added. */
export async function seedMuseumRecords(registry: RegistryTenant, adminUsername: string): Promise<number> {
  const { data: counted } = await CounterEntity.get({ tenant: registry.slug, name: recordsCounter(RECORD_TYPES.condition) }).go();
  if ((counted?.count ?? 0) > 0) return 0;
  const ctx = await adminContext(registry, adminUsername);
  const objects = await objectIdsByNumber(registry.slug);
  const types = Object.values(RECORD_TYPES) as RecordType[];
  const ids = await valueIds(registry.slug, [...new Set(types.flatMap((t) => t.fields.flatMap((f) => (f.dropdownType ? [f.dropdownType] : []))))]);
  let added = 0;
  for (const type of types) {
    for (const seed of SEEDS[type.name]) {
      const objectId = objects.get(seed.object);
      if (!objectId) continue;
      const input: Record<string, unknown> = { objectId };
      for (const field of type.fields) {
        const value = seed.fields[field.name];
        if (value === undefined) continue;
        const title = (v: unknown) => ids(field.dropdownType!, (v as { title: string }).title);
        input[field.name] = field.kind === 'ref' ? title(value) : field.kind === 'refs' ? (value as unknown[]).map(title).filter(Boolean) : value;
      }
      if (type.reportId) input.reportId = (await nextReportId(ctx, type)).data;
      await createRecord(ctx, type, input as { objectId: string });
      added++;
    }
  }
  return added;
}

/** `npm start`: each local museum gets its few records once, after its objects. */
export async function seedLocalRecords(slugs: readonly string[], adminUsername: string): Promise<Record<string, number>> {
  const added: Record<string, number> = {};
  for (const slug of slugs) {
    const registry = await tenantBySlug(slug);
    if (registry) added[slug] = await seedMuseumRecords(registry, adminUsername);
  }
  return added;
}
