import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Slider from '@cloudscape-design/components/slider';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { BEACON_RANGE, DETECTION_GUIDE } from '../../../../../shared/app-content/constants';
import { Ltr } from '../../../i18n/ltr';
import { useT } from '../../../i18n/use-t';

export type DetectionRange = { min: number; max: number };

/**
 * The beacon detection range (spec 2 sections 5 and 9): its weaker and stronger ends in dBm, from
 * -300 to -20 (default -80 to -20), each on its own slider (Cloudscape has no two-thumb slider;
 * the ends cannot cross), with the guide that turns signal strength into distance.
 */
export function DetectionRangeField({ value, onChange, disabled, errorText }: { value: DetectionRange; onChange: (range: DetectionRange) => void; disabled: boolean; errorText?: string }) {
  const t = useT();
  const dbm = (n: number) => t('appCms.poi.dbm', { value: n });
  return (
    <FormField label={t('appCms.poi.range')} description={t('appCms.poi.rangeHint', { min: dbm(value.min), max: dbm(value.max) })} errorText={errorText} stretch>
      <SpaceBetween size="s">
        <ColumnLayout columns={2}>
          <FormField label={t('appCms.poi.rangeMin')} controlId="poi-range-min">
            <Slider
              data-testid="poi-range-min"
              ariaLabel={t('appCms.poi.rangeMin')}
              min={BEACON_RANGE.min}
              max={BEACON_RANGE.max}
              value={value.min}
              referenceValues={[-200, -100]}
              disabled={disabled}
              onChange={({ detail }) => onChange({ min: Math.min(detail.value, value.max), max: value.max })}
            />
          </FormField>
          <FormField label={t('appCms.poi.rangeMax')} controlId="poi-range-max">
            <Slider
              data-testid="poi-range-max"
              ariaLabel={t('appCms.poi.rangeMax')}
              min={BEACON_RANGE.min}
              max={BEACON_RANGE.max}
              value={value.max}
              referenceValues={[-200, -100]}
              disabled={disabled}
              onChange={({ detail }) => onChange({ min: value.min, max: Math.max(detail.value, value.min) })}
            />
          </FormField>
        </ColumnLayout>
        <Box data-testid="poi-range-values">
          <Ltr>{t('appCms.poi.rangeValues', { min: value.min, max: value.max })}</Ltr>
        </Box>
        <Box variant="small" data-testid="poi-detection-guide">
          <strong>{t('appCms.poi.guide')}</strong>
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {DETECTION_GUIDE.map((g) => (
              <li key={g.from}>
                {t('appCms.poi.guideLine', { from: g.to, to: g.from, distance: g.distance })}
              </li>
            ))}
          </ul>
        </Box>
      </SpaceBetween>
    </FormField>
  );
}
