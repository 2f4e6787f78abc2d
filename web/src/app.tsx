import { ConsoleLocaleProvider } from './i18n/console-locale';
import { ConsoleRouter } from './routes';

/**
 * The console's language, direction, mode and density sit above the router: the login screen is
 * translated too (it follows the browser's language until a user signs in).
 */
export function App() {
  return (
    <ConsoleLocaleProvider>
      <ConsoleRouter />
    </ConsoleLocaleProvider>
  );
}
