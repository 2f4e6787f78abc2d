import { useEffect, useMemo, useState } from 'react';
import { wallClockParts } from '../../../../shared/time-zone';
import { ObjectSchema, type CollectionObject } from '../../../../shared/schemas/object';
import { OBJECT_MULTI_REFS, OBJECT_SINGLE_REFS, OTHER_DIMENSIONS_TYPE } from '../../../../shared/schemas/object-fields';
import type { DropdownOption } from '../../../../shared/schemas/vocabulary';
import { useApi } from '../../api/api-context';
import type { ApiClient } from '../../api/client';
import { saveBlob } from '../../components/exports/save-file';
import { useCountryName } from '../../i18n/country-names';
import { useT } from '../../i18n/use-t';
import { useSession, useTimeZone } from '../../session/session-context';
import { useObjectDropdowns } from '../objects/form/use-object-dropdowns';
import { buildItemReport, buildItemReports } from './build-item-report';
import type { ItemReportProps } from './item-report-document';
import { museumLogo } from './museum-logo';
import { reportFileName, reportImages, reportSections, reportsFileName, type ReportTexts } from './report-content';

/** Every dropdown type an object's fields name values of. */
const OBJECT_DROPDOWN_TYPES = [...new Set([...Object.values(OBJECT_SINGLE_REFS), ...Object.values(OBJECT_MULTI_REFS), OTHER_DIMENSIONS_TYPE])];

export type ReportState =
  | { id: string; status: 'loading' }
  | { id: string; status: 'building'; inventoryNumber: string }
  | { id: string; status: 'ready'; fileName: string; blob: Blob; ms: number }
  | { id: string; status: 'failed' };

/** How an object becomes its report's props: the texts and value titles of the console's language. */
function useReportProps(): ((object: CollectionObject, logoUrl: string | undefined) => ItemReportProps) | undefined {
  const t = useT();
  const countryName = useCountryName();
  const dropdowns = useObjectDropdowns();
  return useMemo(() => {
    if (dropdowns.loading) return undefined;
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
    return (object, logoUrl) => ({
      heading: t('itemReport.heading'),
      subtitle: [object.inventoryNumber, object.objectName].filter(Boolean).join(' · '),
      sections: reportSections(object, texts),
      imagesTitle: t('itemReport.images'),
      images: reportImages(object),
      logoUrl,
    });
  }, [countryName, dropdowns, t]);
}

const readObject = async (api: ApiClient, id: string) => ObjectSchema.parse(await api.get(`/objects/${encodeURIComponent(id)}`));

/**
 * One PDF per object of `ids`, one after the other: each is read, built and downloaded as soon
 * as it is ready (a file per object is what a registrar files away, and the first arrives
 * without waiting for the rest).
 */
export function useItemReports(ids: readonly string[]): ReportState[] {
  const api = useApi();
  const timeZone = useTimeZone();
  const { grant } = useSession();
  const propsOf = useReportProps();
  const [states, setStates] = useState<ReportState[]>(() => ids.map((id) => ({ id, status: 'loading' })));
  const key = ids.join(',');

  useEffect(() => {
    if (!propsOf) return;
    let live = true;
    const set = (state: ReportState) => live && setStates((all) => all.map((s) => (s.id === state.id ? state : s)));
    void (async () => {
      const logoUrl = await museumLogo(api, grant);
      for (const id of key.split(',').filter(Boolean)) {
        if (!live) return;
        try {
          const object = await readObject(api, id);
          set({ id, status: 'building', inventoryNumber: object.inventoryNumber });
          const started = performance.now();
          const blob = await buildItemReport(propsOf(object, logoUrl));
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
  }, [api, grant, key, propsOf, timeZone]);
  return states;
}

export type BookState =
  | { status: 'reading'; read: number; total: number }
  | { status: 'building'; total: number }
  | { status: 'ready'; fileName: string; blob: Blob; ms: number; total: number }
  | { status: 'failed' };

/** Objects read side by side for a PDF of several: the API's pace, not the browser's connections. */
const READ_CONCURRENCY = 4;

/**
 * The reports of several objects (a set, a selection: issue 29) as one PDF, downloaded when
 * ready: the objects are read (progress per object), then the PDF is built once.
 */
export function useItemReportBook(ids: readonly string[]): BookState {
  const api = useApi();
  const t = useT();
  const timeZone = useTimeZone();
  const { grant } = useSession();
  const propsOf = useReportProps();
  const [state, setState] = useState<BookState>({ status: 'reading', read: 0, total: ids.length });
  const key = ids.join(',');

  useEffect(() => {
    if (!propsOf) return;
    let live = true;
    void (async () => {
      try {
        const wanted = key.split(',');
        const [logoUrl, objects] = await Promise.all([
          museumLogo(api, grant),
          readAll(wanted, (id) => readObject(api, id), (read) => live && setState({ status: 'reading', read, total: wanted.length })),
        ]);
        if (!live) return;
        setState({ status: 'building', total: objects.length });
        const started = performance.now();
        const blob = await buildItemReports(t('itemReport.bookTitle', { count: objects.length }), objects.map((o) => propsOf(o, logoUrl)));
        const fileName = reportsFileName(objects.length, wallClockParts(Date.now(), timeZone));
        if (!live) return;
        saveBlob(blob, fileName);
        setState({ status: 'ready', fileName, blob, ms: performance.now() - started, total: objects.length });
      } catch (error) {
        console.error('Item reports', error);
        if (live) setState({ status: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, [api, grant, key, propsOf, t, timeZone]);
  return state;
}

/** Every id read, in the ids' order, a few at a time; `onRead` hears the running count. */
async function readAll<T>(ids: readonly string[], read: (id: string) => Promise<T>, onRead: (count: number) => void): Promise<T[]> {
  const results: T[] = new Array(ids.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < ids.length) {
      const at = next++;
      results[at] = await read(ids[at]!);
      onRead(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, ids.length) }, worker));
  return results;
}
