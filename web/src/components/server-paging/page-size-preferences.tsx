import CollectionPreferences from '@cloudscape-design/components/collection-preferences';
import { PAGE_SIZE_OPTIONS } from '../../../../shared/constants';

const OPTIONS = PAGE_SIZE_OPTIONS.map((size) => ({ value: size, label: `${size} rows` }));

/** The page-size choice of spec 1 section 9, for every server-paged table. */
export function PageSizePreferences({ size, onChange }: { size: number; onChange: (size: number) => void }) {
  return (
    <CollectionPreferences
      title="Preferences"
      confirmLabel="Confirm"
      cancelLabel="Cancel"
      preferences={{ pageSize: size }}
      pageSizePreference={{ title: 'Page size', options: OPTIONS }}
      onConfirm={({ detail }) => onChange(detail.pageSize ?? size)}
    />
  );
}
