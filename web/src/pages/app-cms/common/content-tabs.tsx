import Tabs from '@cloudscape-design/components/tabs';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldErrors } from '../../../components/forms/schema-errors';
import { useT } from '../../../i18n/use-t';
import type { AppLanguage } from './use-app-languages';

/**
 * A multilingual form's tabs (spec 2 section 2): GENERAL, then one per app language, the default
 * first. A tab whose fields have errors says so in its label, so a refusal on a hidden tab is
 * never missed; each refused save (`refusals` counts them) opens the first such tab and puts the
 * cursor in its first field in error, as Cloudscape's form validation pattern asks.
 */
export function ContentTabs({
  general,
  languages,
  errors,
  renderLanguage,
  refusals,
  testId,
}: {
  general: ReactNode;
  languages: readonly AppLanguage[];
  errors: FieldErrors;
  renderLanguage: (language: AppLanguage) => ReactNode;
  refusals: number;
  testId: string;
}) {
  const t = useT();
  const [active, setActive] = useState('general');
  const hasError = (code: string) => Object.entries(errors).some(([key, message]) => message && key.startsWith(`content.${code}.`));
  const generalHasError = Object.entries(errors).some(([key, message]) => message && !key.startsWith('content.'));
  const frame = useRef<HTMLDivElement>(null);
  const firstInError = generalHasError ? 'general' : languages.find((l) => hasError(l.code))?.code;
  const answered = useRef(refusals);
  const focusPending = useRef(false);
  useEffect(() => {
    if (refusals === answered.current || !firstInError) return;
    answered.current = refusals;
    focusPending.current = true;
    setActive(firstInError);
  }, [refusals, firstInError]);
  // Once the tab's panel is shown: its first control the form marked invalid.
  useEffect(() => {
    if (!focusPending.current) return;
    const invalid = [...(frame.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [])].find((e) => e.offsetParent !== null);
    if (!invalid) return;
    focusPending.current = false;
    invalid.focus();
  });
  return (
    <div ref={frame}>
    <Tabs
      data-testid={`${testId}-tabs`}
      activeTabId={active}
      onChange={({ detail }) => setActive(detail.activeTabId)}
      tabs={[
        { id: 'general', label: t(generalHasError ? 'appCms.tabs.generalWithError' : 'appCms.tabs.general'), content: general },
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
    </div>
  );
}
