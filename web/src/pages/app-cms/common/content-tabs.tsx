import Tabs from '@cloudscape-design/components/tabs';
import { useState, type ReactNode } from 'react';
import type { FieldErrors } from '../../../components/forms/schema-errors';
import { useT } from '../../../i18n/use-t';
import type { AppLanguage } from './use-app-languages';

/**
 * A multilingual form's tabs (spec 2 section 2): GENERAL, then one per app language, the default
 * first. A tab whose fields have errors says so in its label, so a refusal on a hidden tab is
 * never missed.
 */
export function ContentTabs({
  general,
  languages,
  errors,
  renderLanguage,
  testId,
}: {
  general: ReactNode;
  languages: readonly AppLanguage[];
  errors: FieldErrors;
  renderLanguage: (language: AppLanguage) => ReactNode;
  testId: string;
}) {
  const t = useT();
  const [active, setActive] = useState('general');
  const hasError = (code: string) => Object.entries(errors).some(([key, message]) => message && key.startsWith(`content.${code}.`));
  return (
    <Tabs
      data-testid={`${testId}-tabs`}
      activeTabId={active}
      onChange={({ detail }) => setActive(detail.activeTabId)}
      tabs={[
        { id: 'general', label: t('appCms.tabs.general'), content: general },
        ...languages.map((language) => ({
          id: language.code,
          label: t(hasError(language.code) ? 'appCms.tabs.withError' : 'appCms.tabs.language', { title: language.title, isDefault: String(language.isDefault) }),
          content: (
            // Labels and messages follow the console's language; the texts typed follow the tab's (ContentTextField).
            <div data-testid={`${testId}-language-${language.code}`}>
              {renderLanguage(language)}
            </div>
          ),
        })),
      ]}
    />
  );
}
