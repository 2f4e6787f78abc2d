import DatePicker from '@cloudscape-design/components/date-picker';
import { useT } from '../../i18n/use-t';

/**
 * A calendar day as the spec writes it (YYYY/MM/DD, section 5; YYYY-MM-DD for a news date,
 * section 9: `iso`), typed or picked; the value is Cloudscape's YYYY-MM-DD. One place for its
 * format and its labels in both languages.
 */
export function DayPicker({
  controlId,
  value,
  onChange,
  disabled,
  iso,
  ariaRequired,
}: {
  controlId: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  iso?: boolean;
  ariaRequired?: boolean;
}) {
  const t = useT();
  return (
    <DatePicker
      controlId={controlId}
      ariaRequired={ariaRequired}
      value={value}
      onChange={({ detail }) => onChange(detail.value)}
      format={iso ? 'iso' : 'slashed'}
      inputFormat={iso ? 'iso' : 'slashed'}
      placeholder={t(iso ? 'appCms.date.isoPlaceholder' : 'objectForm.date.placeholder')}
      disabled={disabled}
      i18nStrings={{
        openCalendarAriaLabel: () => t('objectForm.date.open'),
        previousMonthAriaLabel: t('objectForm.date.previousMonth'),
        nextMonthAriaLabel: t('objectForm.date.nextMonth'),
        todayAriaLabel: t('objectForm.date.today'),
      }}
    />
  );
}
