import Flashbar from '@cloudscape-design/components/flashbar';
import { useNotifications } from './notifications-context';

export function NotificationBar() {
  const { items } = useNotifications();
  return <Flashbar items={items} stackItems={items.length > 3} />;
}
