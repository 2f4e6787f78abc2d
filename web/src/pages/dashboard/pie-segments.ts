import type { PieChartProps } from '@cloudscape-design/chart-components/pie-chart';
import type { DashboardRow } from '../../../../shared/schemas/dashboard';
import type { Translate } from '../../i18n/use-t';

/**
 * Below this width (the chart's, in px) the outer labels no longer fit beside the ring: Highcharts
 * cuts them to "Manus…" or drops them (seen at 530 px with the seeded classifications, in English
 * and Arabic; whole at 630 px and up). The narrow cards are the phone layout and the two-column
 * dashboard just above Cloudscape's m breakpoint.
 */
export const PIE_LABELS_MIN_WIDTH = 640;

/**
 * The pie's segments and how they are labelled (`narrow`: in a card under `PIE_LABELS_MIN_WIDTH`).
 * Wide, each segment is labelled by its title beside the ring. Narrow, as Cloudscape advises for a small pie, the labels are hidden and
 * the legend carries each title with its count, so nothing is cut and every figure stays readable
 * without hovering. A segment's id is its title either way, so a segment hidden from the legend
 * stays hidden when the card is resized.
 */
export function pieSegments(t: Translate, rows: readonly DashboardRow[], narrow: boolean | undefined): { data: PieChartProps.PieSegmentOptions[]; segmentTitle?: PieChartProps['segmentTitle'] } {
  return {
    data: rows.map((r) => ({ id: r.x, name: narrow ? t('dashboard.legendValue', { title: r.x, count: r.y }) : r.x, y: r.y })),
    // An empty title is how chart-components hides a segment's label.
    segmentTitle: narrow ? () => '' : undefined,
  };
}
