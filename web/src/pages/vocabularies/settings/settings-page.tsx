import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import SideNavigation from '@cloudscape-design/components/side-navigation';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { can, hasFeature } from '../../../../../shared/permissions';
import { useT } from '../../../i18n/use-t';
import { PATHS } from '../../../paths';
import { useSession } from '../../../session/session-context';
import { writableKinds } from '../../imports/import-kinds';
import { PageHeader } from '../../page-header';
import type { ScreenProps } from '../../screen-props';
import { LanguageTab } from './language-tab';
import { MinimumRecordChoice } from '../../minimum-record/minimum-record-choice';
import { MuseumCard } from './museum-card';
import { ReferenceTab } from './reference-tab';
import { activeTab, settingsRights, settingsTabs } from './settings-tabs';

/**
 * /settings (spec 1 section 2): the reference lists, one tab each in a left-hand tab list. The
 * open tab is in the address (`?tab=`), so a tab can be linked to and survives a reload.
 * Administrators also find the museum's time zone here, above the lists.
 */
export function SettingsPage({ title }: ScreenProps) {
  const { grant } = useSession();
  const t = useT();
  const tabs = useMemo(() => settingsTabs(grant), [grant]);
  const rights = settingsRights(grant);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab = activeTab(tabs, params.get('tab'));

  return (
    <ContentLayout
      header={
        <PageHeader
          title={title}
          actions={
            // The lists' values from a spreadsheet (issue 15).
            writableKinds(grant).includes('reference-lists') && (
              <Button onClick={() => navigate(`${PATHS.importObjects}?kind=reference-lists`)} data-testid="settings-import">
                {t('shell.nav.import')}
              </Button>
            )
          }
        />
      }
    >
      <SpaceBetween size="l">
        {can(grant, 'user', 'write') && <MuseumCard />}
        {can(grant, 'user', 'write') && hasFeature(grant, 'Item-Cataloging') && <MinimumRecordChoice />}
        <Grid gridDefinition={[{ colspan: { default: 12, s: 3 } }, { colspan: { default: 12, s: 9 } }]}>
          <div data-testid="settings-tabs">
            <SideNavigation
              activeHref={tab ? `#${tab.id}` : undefined}
              items={tabs.map((each) => ({ type: 'link', text: t(each.titleId), href: `#${each.id}` }))}
              onFollow={(event) => {
                event.preventDefault();
                setParams({ tab: event.detail.href.slice(1) }, { replace: true });
              }}
            />
          </div>
          <div data-testid={tab ? `settings-tab-${tab.id}` : undefined}>
            {tab?.list.kind === 'language' && <LanguageTab rights={rights} />}
            {/* Keyed by tab: each tab starts with its own search, drafts and selection. */}
            {tab && tab.list.kind === 'value' && <ReferenceTab key={tab.id} tab={tab} canEdit={rights.editLists} />}
          </div>
        </Grid>
      </SpaceBetween>
    </ContentLayout>
  );
}
