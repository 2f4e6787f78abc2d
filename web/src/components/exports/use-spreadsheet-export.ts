import { useCallback, useEffect, useState } from 'react';
import { ExportJobSchema, type ExportColumns, type ExportJob } from '../../../../shared/schemas/export';
import { useApi } from '../../api/api-context';
import type { QueryValue } from '../../api/client';
import { useNotifyQueryError } from '../../api/use-notify-query-error';
import { fileNameFromDisposition, saveBlob, saveUrl } from './save-file';

/** The console asks for a running job's progress this often (issue 10: progress shown while it runs). */
export const EXPORT_POLL_MS = 1_000;

/**
 * The list as shown (issue 29), for a list whose export can take it: its query (search, filters,
 * sort: only its rows, in its order) and the columns the user chose, with their headers' language.
 */
export type ListedQuery = { query: Record<string, QueryValue>; listColumns: readonly string[]; lang: string };

/** Which records (the selection's ids, or all of them), and which of their columns. */
export type ExportChoice = ({ all: true } | { all: false; ids: readonly string[] }) & { columns: ExportColumns };

export type SpreadsheetExport = {
  /** A request or a job is under way (spec 2 section 4: "Bulk export shows a busy state while the file is prepared"). */
  busy: boolean;
  /** The job a large export runs as, while the console follows it. */
  job: ExportJob | undefined;
  start(choice: ExportChoice): Promise<void>;
  /** Stops following the job (the modal closed); the file of a finished one can be fetched again meanwhile. */
  dismiss(): void;
};

/**
 * `GET /api/<list>/excel?all=true | idList=` and `columns=list | all` (spec 2 section 7, issue 32): a 200 is the .xlsx itself, saved
 * under the name its Content-Disposition gives; a 202 is a job, polled every second on
 * `GET /api/exports/{id}` until DONE (the file is downloaded through its presigned URL) or FAILED.
 * `fallbackName` names the file if a proxy dropped the header; `allOf` stands for `all=true` (`{ setId }`).
 * With `listed`, either choice holds the list's rows, and "the list's columns" are the ones it shows.
 */
export function useSpreadsheetExport(path: string, fallbackName: () => string, allOf?: Record<string, string>, listed?: ListedQuery): SpreadsheetExport {
  const api = useApi();
  const notifyError = useNotifyQueryError();
  const [requesting, setRequesting] = useState(false);
  const [job, setJob] = useState<ExportJob>();

  const start = useCallback(
    async (choice: ExportChoice) => {
      setRequesting(true);
      try {
        // "All" of a list narrowed to a set (issue 29) is the set: `allOf` names it.
        const records = choice.all ? (allOf ?? { all: 'true' }) : { idList: choice.ids };
        const shown = listed && (choice.columns === 'list' ? { ...listed.query, listColumns: listed.listColumns.join(','), lang: listed.lang } : listed.query);
        const response = await api.getResponse(path, { query: { ...records, columns: choice.columns, ...shown } });
        if (response.status === 202) {
          setJob(ExportJobSchema.parse(await response.json()));
        } else {
          saveBlob(await response.blob(), fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName());
        }
      } catch (error) {
        notifyError(error);
      } finally {
        setRequesting(false);
      }
    },
    [api, path, fallbackName, notifyError, allOf, listed],
  );

  const running = job?.status === 'RUNNING';
  const jobId = job?.id;
  useEffect(() => {
    if (!running || !jobId) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const next = ExportJobSchema.parse(await api.get(`/exports/${encodeURIComponent(jobId)}`, { signal: controller.signal }));
        if (controller.signal.aborted) return;
        setJob(next);
        if (next.status === 'DONE' && next.url) saveUrl(next.url);
      } catch (error) {
        if (controller.signal.aborted) return;
        notifyError(error);
        setJob(undefined);
      }
    }, EXPORT_POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `job` changes with every answer, which schedules the next poll.
  }, [api, job, running, jobId, notifyError]);

  const dismiss = useCallback(() => setJob(undefined), []);
  return { busy: requesting || running, job, start, dismiss };
}
