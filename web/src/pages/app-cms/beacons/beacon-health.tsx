import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { BeaconHealth } from '../../../../../shared/visitor-app/beacon-health';
import { useT } from '../../../i18n/use-t';

/** A beacon's health as the list and the card show it: silent and low battery are warnings to act on. */
export function BeaconHealthStatus({ health }: { health: BeaconHealth }) {
  const t = useT();
  if (health === 'silent') return <StatusIndicator type="stopped">{t('appCms.health.silent')}</StatusIndicator>;
  if (health === 'low-battery') return <StatusIndicator type="warning">{t('appCms.health.lowBattery')}</StatusIndicator>;
  return <StatusIndicator type="success">{t('appCms.health.ok')}</StatusIndicator>;
}

/** The list's health filter, also the `health` of its address (the card links to it). */
export const HEALTH_FILTERS = ['', 'silent', 'low-battery'] as const;
export type HealthFilter = (typeof HEALTH_FILTERS)[number];
export const healthFilterOf = (value: string | null): HealthFilter => (HEALTH_FILTERS as readonly string[]).includes(value ?? '') ? (value as HealthFilter) : '';
