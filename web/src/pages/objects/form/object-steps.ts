import { OBJECT_STEPS } from '../../../../../shared/schemas/object-fields';
import type { FieldErrors } from '../../../components/forms/schema-errors';
import { msg, type MessageId } from '../../../i18n/message-ids';

export type StepId = keyof typeof OBJECT_STEPS;
/** Spec 2 section 2: wait (not visited), process (the open step), finish (visited); a step whose fields have errors says so. */
export type StepStatus = 'wait' | 'process' | 'finish' | 'error';

export const STEP_TITLES: Record<StepId, MessageId> = {
  overview: msg('objectForm.step.overview'),
  media: msg('objectForm.step.media'),
  location: msg('objectForm.step.location'),
  description: msg('objectForm.step.description'),
  origin: msg('objectForm.step.origin'),
  car: msg('objectForm.step.car'),
  book: msg('objectForm.step.book'),
};

const ALWAYS: readonly StepId[] = ['overview', 'media', 'location', 'description', 'origin'];

/** Car Details and Book Details are hidden until the record's switch for them is on. */
export function visibleSteps(flags: { carDetailsVisible: boolean; bookDetailsVisible: boolean }): StepId[] {
  return [...ALWAYS, ...(flags.carDetailsVisible ? (['car'] as const) : []), ...(flags.bookDetailsVisible ? (['book'] as const) : [])];
}

/** The steps holding a field (publishingHouse is on Origin/Publication and on Book Details). */
export function stepsOfField(field: string): StepId[] {
  return (Object.keys(OBJECT_STEPS) as StepId[]).filter((step) => (OBJECT_STEPS[step] as readonly string[]).includes(field));
}

export function stepStatus(step: StepId, current: StepId, visited: ReadonlySet<StepId>, errors: FieldErrors): StepStatus {
  if (Object.keys(errors).some((field) => stepsOfField(field).includes(step))) return 'error';
  if (step === current) return 'process';
  return visited.has(step) ? 'finish' : 'wait';
}

/** The first visible step with an error: Save goes there so the message is seen. */
export function firstStepWithError(steps: readonly StepId[], errors: FieldErrors): StepId | undefined {
  return steps.find((step) => Object.keys(errors).some((field) => stepsOfField(field).includes(step)));
}
