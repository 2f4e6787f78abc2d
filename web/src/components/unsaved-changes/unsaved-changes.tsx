import Modal from '@cloudscape-design/components/modal';
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import { ModalFooter } from '../modal-footer/modal-footer';

type Marks = {
  /** Registers (or clears) a form's unsaved changes. */
  mark(formId: string, dirty: boolean): void;
};

const UnsavedChangesContext = createContext<Marks | undefined>(undefined);

type BlockerArgs = Parameters<BlockerFunction>[0];

/**
 * Leaving a form with typing in it asks first (Cloudscape's unsaved-changes pattern: 'Leave page'
 * with Cancel and Leave). Every way out of a screen is a navigation of the router: the menu and
 * every link (`useOnFollow`), the page header's back button, the browser's back and forward
 * buttons; one blocker holds them all while a form is marked, and Cancel leaves the address and
 * the typing as they were. A reload or closing the tab is not the router's: the browser asks its
 * own question. A form that saved is unmounted for its success result, which clears its mark.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const dirty = useRef(new Set<string>());

  const mark = useCallback((formId: string, isDirty: boolean) => {
    if (isDirty) dirty.current.add(formId);
    else dirty.current.delete(formId);
  }, []);
  // Read when a navigation starts, so a mark set a moment ago counts. The same address again
  // (a menu entry of the screen itself) keeps the form, so it has nothing to lose.
  const blocker = useBlocker(
    useCallback(({ currentLocation, nextLocation }: BlockerArgs) => dirty.current.size > 0 && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search), []),
  );

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (dirty.current.size === 0) return;
      event.preventDefault();
      // Older browsers show the dialog only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);

  const value = useMemo(() => ({ mark }), [mark]);
  const stay = () => blocker.reset?.();
  const leave = () => {
    dirty.current.clear();
    blocker.proceed?.();
  };
  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      <Modal
        visible={blocker.state === 'blocked'}
        onDismiss={stay}
        header={t('unsaved.title')}
        data-testid="unsaved-changes"
        footer={<ModalFooter onCancel={stay} primaryLabel={t('unsaved.leave')} primaryTestId="unsaved-changes-leave" onPrimary={leave} />}
      >
        {t('unsaved.body')}
      </Modal>
    </UnsavedChangesContext.Provider>
  );
}

/**
 * Marks the form unsaved while `values` differ from the values it started with (compared as
 * JSON, which every form's state is). A form that saves and stays open passes what it saved to
 * `saved`, which becomes the new starting point.
 */
export function useUnsavedChanges(values: unknown): { saved: (values: unknown) => void } {
  const context = useContext(UnsavedChangesContext);
  const formId = useId();
  const [start, setStart] = useState(() => JSON.stringify(values));
  const dirty = JSON.stringify(values) !== start;
  useEffect(() => {
    context?.mark(formId, dirty);
  }, [context, formId, dirty]);
  useEffect(() => () => context?.mark(formId, false), [context, formId]);
  const saved = useCallback((next: unknown) => setStart(JSON.stringify(next)), []);
  return { saved };
}
