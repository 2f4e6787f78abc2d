import ColumnLayout from '@cloudscape-design/components/column-layout';
import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { can, hasFeature } from '../../../../shared/permissions';
import { DASHBOARD_FIGURES } from '../../../../shared/schemas/dashboard';
import { useSession } from '../../session/session-context';
import { NotFoundPage } from '../not-found/not-found-page';
import { BeaconAttentionCard } from '../app-cms/beacons/beacon-attention-card';
import { PageHeader } from '../page-header';
import type { ScreenProps } from '../screen-props';
import { CountryCard } from './country-card';
import { FieldStatistics } from './field-statistics';
import { FigureCard } from './figure-card';
import { MinimumRecordCard } from './minimum-record-card';

/**
 * The dashboard (spec 2 section 2): eleven stat cards in rows of four, the List of Countries and
 * the Object Field Statistics pie, then the minimum record's card. Each loads on its own; none waits
 * for another. With the App CMS, the beacons needing attention beneath.
 */
export function DashboardPage({ title }: ScreenProps) {
  const { grant } = useSession();
  if (!hasFeature(grant, 'Item-Cataloging') || !can(grant, 'item', 'read')) return <NotFoundPage />;
  return (
    <SpaceBetween size="l">
      <PageHeader title={title} />
      <ColumnLayout columns={4}>
        {DASHBOARD_FIGURES.map((f) => (
          <FigureCard key={f.path} figure={f.path} />
        ))}
      </ColumnLayout>
      <Grid gridDefinition={[{ colspan: { default: 12, m: 4 } }, { colspan: { default: 12, m: 8 } }]}>
        <CountryCard />
        <FieldStatistics />
      </Grid>
      <MinimumRecordCard />
      {/* The visitor app's beacons and gateways needing attention, for staff who run the App CMS too. */}
      {hasFeature(grant, 'App-Cms') && can(grant, 'appcms', 'read') && <BeaconAttentionCard />}
    </SpaceBetween>
  );
}
