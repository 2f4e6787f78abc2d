import I18nProvider from '@cloudscape-design/components/i18n';
import enMessages from '@cloudscape-design/components/i18n/messages/all.en';
import { ConsoleRouter } from './routes';

/** Cloudscape's own labels (AppLayout buttons, dropdowns, pagination) come from its English messages. */
export function App() {
  return (
    <I18nProvider locale="en" messages={[enMessages]}>
      <ConsoleRouter />
    </I18nProvider>
  );
}
