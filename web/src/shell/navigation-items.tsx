import Icon from '@cloudscape-design/components/icon';
import type { SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import type { Translate } from '../i18n/use-t';
import type { MenuEntry } from './menu';

/** Menu data to Cloudscape items. Groups expand in place; on the rail only their icon shows. */
export function navigationItems(entries: readonly MenuEntry[], t: Translate): SideNavigationProps.Item[] {
  return entries.map((entry): SideNavigationProps.Item => {
    const icon = entry.icon ? <Icon name={entry.icon} /> : undefined;
    if (entry.kind === 'link') return { type: 'link', text: t(entry.text), href: entry.href, icon };
    return { type: 'expandable-link-group', text: t(entry.text), href: entry.href, icon, items: navigationItems(entry.items, t) };
  });
}
