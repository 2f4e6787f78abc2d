import type { AppFile } from '../../../shared/schemas/app-content';
import type { UploadFolder } from '../../../shared/upload-kinds';
import { requireTenantFileUrl } from '../file-urls';
import { deleteUploads } from '../uploads';

/** A file as stored: its URL checked to be in the museum's folder of the field. */
export function storedFile(tenant: string, folder: UploadFolder, file: AppFile | undefined, field: string): AppFile | undefined {
  if (!file) return undefined;
  requireTenantFileUrl(file.url, tenant, folder, field);
  return { url: file.url, ...(file.uid ? { uid: file.uid } : {}), ...(file.name ? { name: file.name } : {}) };
}

export function storedFiles(tenant: string, folder: UploadFolder, files: readonly AppFile[], field: string): AppFile[] {
  return files.map((f) => storedFile(tenant, folder, f, field)!);
}

/** A record's files by folder, so the ones a save dropped can be deleted from the store. */
export type FilesByFolder = Partial<Record<UploadFolder, (AppFile | undefined | null)[]>>;

/**
 * Deletes the files `before` held that `after` no longer does (all of them when the record is
 * deleted); answers the URLs of those the store kept, which a save reports as `filesNotDeleted`.
 */
export async function deleteDroppedFiles(tenant: string, before: FilesByFolder, after: FilesByFolder = {}): Promise<string[]> {
  const left = await Promise.all(
    Object.entries(before).map(([folder, files]) => {
      const kept = new Set((after[folder as UploadFolder] ?? []).flatMap((f) => (f ? [f.url] : [])));
      const dropped = (files ?? []).flatMap((f) => (f && !kept.has(f.url) ? [f.url] : []));
      return deleteUploads(tenant, folder as UploadFolder, dropped);
    }),
  );
  return left.flat();
}

/** A save's answer, with the files it dropped that the store could not delete when there are any. */
export function withFilesNotDeleted<T extends object>(saved: T, filesNotDeleted: readonly string[]): T & { filesNotDeleted?: string[] } {
  return filesNotDeleted.length ? { ...saved, filesNotDeleted: [...filesNotDeleted] } : saved;
}
