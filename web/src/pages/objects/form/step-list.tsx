import Button from '@cloudscape-design/components/button';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { useT } from '../../../i18n/use-t';
import { STEP_TITLES, type StepId, type StepStatus } from './object-steps';

const INDICATOR: Record<StepStatus, StatusIndicatorProps.Type> = { wait: 'pending', process: 'in-progress', finish: 'success', error: 'error' };

/**
 * The steps of the object form, any of them one click away (the issue: "moves freely between
 * steps and saves once"), which Cloudscape's Wizard does not allow. Each names its status.
 */
export function StepList({ steps, status, current, onOpen }: { steps: readonly StepId[]; status: (step: StepId) => StepStatus; current: StepId; onOpen: (step: StepId) => void }) {
  const t = useT();
  return (
    <nav aria-label={t('objectForm.steps')}>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {steps.map((step) => {
          const state = status(step);
          return (
            <li key={step} data-testid={`object-step-${step}`} style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
              <StatusIndicator type={INDICATOR[state]} iconAriaLabel={t(`objectForm.status.${state}`)} />
              <Button
                variant={step === current ? 'normal' : 'link'}
                formAction="none"
                onClick={() => onOpen(step)}
                nativeButtonAttributes={{ 'aria-current': step === current ? 'step' : undefined }}
              >
                {t(STEP_TITLES[step])}
              </Button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
