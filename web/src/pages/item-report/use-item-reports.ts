import { useEffect, useState } from 'react';
import { wallClockParts } from '../../../../shared/time-zone';
import { ObjectSchema, type CollectionObject } from '../../../../shared/schemas/object';
import { OBJECT_MULTI_REFS, OBJECT_SINGLE_REFS, OTHER_DIMENSIONS_TYPE } from '../../../../shared/schemas/object-fields';
import type { DropdownOption } from '../../../../shared/schemas/vocabulary';
import { useApi } from '../../api/api-context';
import { saveBlob } from '../../components/exports/save-file';
import { useCountryName } from '../../i18n/country-names';
import { useT } from '../../i18n/use-t';
import { useSession, useTimeZone } from '../../session/session-context';
import { useObjectDropdowns } from '../objects/form/use-object-dropdowns';
import { buildItemReport } from './build-item-report';
import { museumLogo } from './museum-logo';
import { reportFileName, reportImages, reportSections, type ReportTexts } from './report-content';

/** Every dropdown type an object's fields name values of. */
const OBJECT_DROPDOWN_TYPES = [...new Set([...Object.values(OBJECT_SINGLE_REFS), ...Object.values(OBJECT_MULTI_REFS), OTHER_DIMENSIONS_TYPE])];

export type ReportState =
  | { id: string; status: 'loading' }
  | { id: string; status: 'building'; inventoryNumber: string }
  | { id: string; status: 'ready'; fileName: string; blob: Blob; ms: number }
  | { id: string; status: 'failed' };

/**
 * One PDF per object of `ids`, one after the other: each is read, built and downloaded as soon
 * as it is ready (a file per object is what a registrar files away, and the first arrives
 * without waiting for the rest).
 */
export function useItemReports(ids: readonly string[]): ReportState[] {
  const api = useApi();
  const t = useT();
  const countryName = useCountryName();
  const timeZone = useTimeZone();
  const { grant } = useSession();
  const dropdowns = useObjectDropdowns();
  const [states, setStates] = useState<ReportState[]>(() => ids.map((id) => ({ id, status: 'loading' })));
  const key = ids.join(',');

  useEffect(() => {
    if (dropdowns.loading) return;
    let live = true;
    const titles = new Map<string, string>();
    const add = (o: DropdownOption | DropdownOption['children'][number]) => titles.set(o.id, o.title);
    for (const type of OBJECT_DROPDOWN_TYPES) for (const o of dropdowns.of(type)) [o, ...o.children].forEach(add);
    const texts: ReportTexts = {
      label: (field) => (field === 'weight' ? t('itemReport.weight') : t(`objectForm.field.${field}` as never)),
      section: (step) => t(`itemReport.section.${step}`),
      valueTitle: (id) => titles.get(id),
      country: countryName,
      yes: t('common.yes'),
      no: t('common.no'),
      empty: '–',
    };
    const set = (state: ReportState) => live && setStates((all) => all.map((s) => (s.id === state.id ? state : s)));
    void (async () => {
      const logoUrl = await museumLogo(api, grant);
      for (const id of key.split(',').filter(Boolean)) {
        if (!live) return;
        try {
          const object: CollectionObject = ObjectSchema.parse(await api.get(`/objects/${encodeURIComponent(id)}`));
          set({ id, status: 'building', inventoryNumber: object.inventoryNumber });
          const started = performance.now();
          const blob = await buildItemReport({
            heading: t('itemReport.heading'),
            subtitle: [object.inventoryNumber, object.objectName].filter(Boolean).join(' · '),
            sections: reportSections(object, texts),
            imagesTitle: t('itemReport.images'),
            images: reportImages(object),
            logoUrl,
          });
          const fileName = reportFileName(object.inventoryNumber, wallClockParts(Date.now(), timeZone));
          if (!live) return;
          saveBlob(blob, fileName);
          set({ id, status: 'ready', fileName, blob, ms: performance.now() - started });
        } catch (error) {
          console.error('Item report', id, error);
          set({ id, status: 'failed' });
        }
      }
    })();
    return () => {
      live = false;
    };
  }, [api, countryName, dropdowns, grant, key, t, timeZone]);
  return states;
}
