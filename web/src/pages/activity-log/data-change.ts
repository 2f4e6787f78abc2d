import { DataChangePageSchema } from '../../../../shared/schemas/history';

export type { DataChange } from '../../../../shared/schemas/history';

/** GET /api/data-changes (spec 1 sections 3 and 7): a page of changes, newest first (the API's own schema). */
export const parseDataChangePage = (value: unknown) => DataChangePageSchema.parse(value);

/** The activity log's colours (spec 1 section 2): CREATE green, UPDATE purple, DELETE red. */
export const ACTION_COLOURS: Readonly<Record<string, { name: string; text: string; background: string }>> = {
  CREATE: { name: 'green', text: '#1d6b0c', background: '#e9f7e4' },
  UPDATE: { name: 'purple', text: '#6430a8', background: '#f3ecfc' },
  DELETE: { name: 'red', text: '#b3141b', background: '#fdecec' },
};

const NEUTRAL = { name: 'grey', text: '#414d5c', background: '#f4f4f4' };

export function actionColour(action: string) {
  return ACTION_COLOURS[action.toUpperCase()] ?? NEUTRAL;
}

