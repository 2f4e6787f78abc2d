import { DataChangePageSchema } from '../../../../shared/schemas/history';
import type { MessageId } from '../../i18n/message-ids';

export type { DataChange } from '../../../../shared/schemas/history';

/** GET /api/data-changes (spec 1 sections 3 and 7): a page of changes, newest first (the API's own schema). */
export const parseDataChangePage = (value: unknown) => DataChangePageSchema.parse(value);

type ActionLook = { name: string; foreground: string; background: string; labelId?: MessageId };

/**
 * The activity log's colours (spec 1 section 2): CREATE green, UPDATE purple, DELETE red, each
 * with its word too, so the colour is never the only sign. A tag brings its own background, so
 * its text keeps its contrast on a light page and a dark one alike.
 */
export const ACTION_COLOURS: Readonly<Record<string, ActionLook>> = {
  CREATE: { name: 'green', foreground: '#1d6b0c', background: '#e9f7e4', labelId: 'access.action.CREATE' },
  UPDATE: { name: 'purple', foreground: '#6430a8', background: '#f3ecfc', labelId: 'access.action.UPDATE' },
  DELETE: { name: 'red', foreground: '#b3141b', background: '#fdecec', labelId: 'access.action.DELETE' },
};

/** An action this console does not know: grey, shown as the API named it. */
const NEUTRAL: ActionLook = { name: 'grey', foreground: '#414d5c', background: '#f4f4f4' };

export function actionColour(action: string): ActionLook {
  return ACTION_COLOURS[action.toUpperCase()] ?? NEUTRAL;
}

