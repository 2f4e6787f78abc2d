import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import { PAGE_SIZE_OPTIONS } from '../../../../shared/constants';
import { useT } from '../../i18n/use-t';

/** A list's columns as a user chose and ordered them (Cloudscape's content display). */
export type ColumnDisplay = {
  title: string;
  description: string;
  options: readonly { id: string; label: string; alwaysVisible?: boolean }[];
  value: readonly { id: string; visible: boolean }[];
  onChange: (value: { id: string; visible: boolean }[]) => void;
};

/** The page-size choice of spec 1 section 9, for every server-paged table; with the columns where a list offers them. */
export function PageSizePreferences({ size, onChange, columns }: { size: number; onChange: (size: number) => void; columns?: ColumnDisplay }) {
  const t = useT();
  return (
    <CollectionPreferences
      title={t('common.paging.preferences')}
      confirmLabel={t('common.ok')}
      cancelLabel={t('common.cancel')}
      preferences={{ pageSize: size, contentDisplay: columns?.value }}
      pageSizePreference={{
        title: t('common.paging.pageSize'),
        options: PAGE_SIZE_OPTIONS.map((value) => ({ value, label: t('common.paging.itemsPerPage', { size: value }) })),
      }}
      contentDisplayPreference={columns && { title: columns.title, description: columns.description, options: columns.options }}
      onConfirm={({ detail }) => {
        if (detail.pageSize !== undefined && detail.pageSize !== size) onChange(detail.pageSize);
        if (columns && detail.contentDisplay && JSON.stringify(detail.contentDisplay) !== JSON.stringify(columns.value)) columns.onChange([...detail.contentDisplay]);
      }}
    />
  );
}
