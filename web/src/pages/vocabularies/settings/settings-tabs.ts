import { can, hasFeature, type Grant } from '../../../../../shared/permissions';
import { childListOf, REFERENCE_LISTS, type ReferenceListDef } from '../../../../../shared/vocabularies';
import type { MessageId } from '../../../i18n/message-ids';

/** One tab of the Settings screen: its list, the child list shown beside it, and its title's catalog id. */
export type SettingsTab = { id: string; titleId: MessageId; list: ReferenceListDef; child?: ReferenceListDef };

/**
 * The left-hand tabs of spec 1 section 2, in the spec's order, from the shared list definitions:
 * every tab but Language needs Item-Cataloging (section 6) and read on setting (the lists' own
 * API answers 403 without it); the Language tab is shown regardless.
 */
export function settingsTabs(grant: Grant): SettingsTab[] {
  const mayRead = can(grant, 'setting', 'read');
  const offered = (list: ReferenceListDef) => Boolean(list.tab) && (list.kind === 'language' || (mayRead && hasFeature(grant, list.feature)));
  return REFERENCE_LISTS.filter(offered).map((list) => ({
    id: list.name,
    titleId: `vocab.tab.${list.name}`,
    list,
    child: childListOf(list.name),
  }));
}

/** The tab the address names, or the first one the user may see. */
export function activeTab(tabs: readonly SettingsTab[], wanted: string | null): SettingsTab | undefined {
  return tabs.find((tab) => tab.id === wanted) ?? tabs[0];
}

/** What the user may do on the Settings screen (spec 1 section 6). */
export function settingsRights(grant: Grant) {
  return {
    editLists: can(grant, 'setting', 'write'),
    languageAppActions: can(grant, 'appcms', 'write'),
  };
}
