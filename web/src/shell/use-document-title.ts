import { useEffect } from 'react';
import { useT } from '../i18n/use-t';

/**
 * The browser tab and a screen reader's "page changed" announcement name the screen: 'User List ·
 * Museum Collection Management', in the reader's language.
 */
export function useDocumentTitle(screenTitle?: string): void {
  const t = useT();
  const product = t('common.productName');
  useEffect(() => {
    document.title = screenTitle ? `${screenTitle} · ${product}` : product;
  }, [screenTitle, product]);
}
