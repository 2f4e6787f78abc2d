import Box from '@cloudscape-design/components/box';
import { FormattedMessage } from 'react-intl';
import type { FieldChange } from '../../../../shared/schemas/history';
import { useT } from '../../i18n/use-t';
import { fieldLabel, namesOf, valueText } from './field-change-text';

/** More than this many fields of one change end with 'and n more': the entry stays a few lines. */
export const SHOWN_FIELDS = 10;

/**
 * What one change did, field by field: 'Label: old → new'. Each part is its own isolate, so an
 * Arabic label with a Latin value (or the reverse) keeps the order label, old, new.
 */
export function FieldChangesList({ changes, objectType }: { changes: readonly FieldChange[]; objectType: string }) {
  const t = useT();
  const hidden = changes.length - SHOWN_FIELDS;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }} data-testid="change-history-fields">
      {changes.slice(0, SHOWN_FIELDS).map((change) => (
        <li key={change.field}>
          <Box variant="span" fontSize="body-s">
            <FormattedMessage
              id="access.history.change"
              values={{
                field: <bdi>{fieldLabel(t, objectType, change.field)}</bdi>,
                old: <bdi>{valueText(t, change.old, namesOf(t, objectType, change))}</bdi>,
                new: <bdi>{valueText(t, change.new, namesOf(t, objectType, change))}</bdi>,
              }}
            />
          </Box>
        </li>
      ))}
      {hidden > 0 && (
        <li>
          <Box variant="span" fontSize="body-s" color="text-body-secondary">
            {t('access.history.more', { count: hidden })}
          </Box>
        </li>
      )}
    </ul>
  );
}
