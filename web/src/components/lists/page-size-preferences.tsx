import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import { PAGE_SIZE_OPTIONS } from '../../../../shared/constants';
import { useT } from '../../i18n/use-t';

/** The page-size choice of spec 1 section 9, for every server-paged table. */
export function PageSizePreferences({ size, onChange }: { size: number; onChange: (size: number) => void }) {
  const t = useT();
  return (
    <CollectionPreferences
      title={t('common.paging.preferences')}
      confirmLabel={t('common.ok')}
      cancelLabel={t('common.cancel')}
      preferences={{ pageSize: size }}
      pageSizePreference={{
        title: t('common.paging.pageSize'),
        options: PAGE_SIZE_OPTIONS.map((value) => ({ value, label: t('common.paging.itemsPerPage', { size: value }) })),
      }}
      onConfirm={({ detail }) => onChange(detail.pageSize ?? size)}
    />
  );
}
