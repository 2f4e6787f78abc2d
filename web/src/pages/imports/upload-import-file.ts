import { ImportTicketSchema, type ImportBatch, type ImportKind } from '../../../../shared/schemas/import';
import type { ApiClient } from '../../api/client';

/** The store is not the API: its refusal is S3's status, shown as such. */
export class ImportFileNotStoredError extends Error {
  constructor(readonly status: number) {
    super(`The file could not be stored (${status}). Try again.`);
  }
}

/**
 * A new import batch: the API checks the file's name and size first (a refusal names the limit),
 * then the browser posts the file straight to the store with the fields the API signed (the file
 * last, as S3 requires).
 */
export async function uploadImportFile(api: ApiClient, kind: ImportKind, file: File, post: typeof fetch = (url, init) => fetch(url, init)): Promise<ImportBatch> {
  const ticket = ImportTicketSchema.parse(await api.post('/imports', { kind, fileName: file.name, size: file.size }));
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.upload.fields)) form.append(name, value);
  form.append('file', file);
  const stored = await post(ticket.upload.url, { method: 'POST', body: form });
  if (!stored.ok) throw new ImportFileNotStoredError(stored.status);
  return ticket.batch;
}
