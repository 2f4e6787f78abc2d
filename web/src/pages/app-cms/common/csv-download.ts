import type { ApiClient, QueryValue } from '../../../api/client';
import { fileNameFromDisposition, saveBlob } from '../../../components/exports/save-file';

/**
 * A CSV export of the App CMS (spec 2 sections 7 and 9): the API answers the file with its name
 * (`poi-reports-2026-11-25.csv`) in Content-Disposition; the browser saves it under that name.
 */
export async function downloadCsv(api: ApiClient, path: string, query: Record<string, QueryValue>, fallbackStem: string): Promise<string> {
  const response = await api.getResponse(path, { query });
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? `${fallbackStem}.csv`;
  saveBlob(await response.blob(), fileName);
  return fileName;
}
