import Modal from '@cloudscape-design/components/modal';
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { ModalFooter } from '../modal-footer/modal-footer';

type Guard = {
  /** Registers (or clears) a form's unsaved changes. */
  mark(formId: string, dirty: boolean): void;
  /** Runs `leave` now, or after the user confirms leaving a form with unsaved changes. */
  guard(leave: () => void): void;
};

const UnsavedChangesContext = createContext<Guard | undefined>(undefined);

/**
 * Leaving a form with typing in it asks first (Cloudscape's unsaved-changes pattern: 'Leave page'
 * with Cancel and Leave). The shell's ways out go through `guard`: the menu and every router link
 * (`useOnFollow`), the page header's back button; a reload or closing the tab gets the browser's
 * own question. A form that saved is unmounted for its success result, which clears its mark.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const t = useT();
  const dirty = useRef(new Set<string>());
  const [pending, setPending] = useState<(() => void) | undefined>();

  const mark = useCallback((formId: string, isDirty: boolean) => {
    if (isDirty) dirty.current.add(formId);
    else dirty.current.delete(formId);
  }, []);
  const guard = useCallback((leave: () => void) => {
    if (dirty.current.size === 0) leave();
    else setPending(() => leave);
  }, []);

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

  const value = useMemo(() => ({ mark, guard }), [mark, guard]);
  const stay = () => setPending(undefined);
  const leave = () => {
    const go = pending;
    dirty.current.clear();
    setPending(undefined);
    go?.();
  };
  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      <Modal
        visible={pending !== undefined}
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

/** `guard` of the shell, or a pass-through where no shell is above (screens rendered alone in tests). */
export function useLeaveGuard(): (leave: () => void) => void {
  return useContext(UnsavedChangesContext)?.guard ?? passThrough;
}
const passThrough = (leave: () => void) => leave();

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
