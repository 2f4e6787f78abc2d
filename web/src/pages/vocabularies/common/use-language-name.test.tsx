import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { useLanguageName } from './use-language-name';

const inLocale = (locale: string) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale}>
      {children}
    </IntlProvider>
  );
  return renderHook(() => useLanguageName(), { wrapper }).result.current;
};

describe('an ISO language name', () => {
  it("is the API's English name in the English console", () => {
    expect(inLocale('en')({ code: 'ar', title: 'Arabic' })).toBe('Arabic');
  });

  it("is the language's own Arabic name in the Arabic console, the English one when none is known", () => {
    const name = inLocale('ar');
    expect(name({ code: 'ar', title: 'Arabic' })).toBe('العربية');
    expect(name({ code: 'qq', title: 'Unknown' })).toBe('Unknown');
    expect(name({ code: 'not a code', title: 'Broken' })).toBe('Broken');
  });
});
