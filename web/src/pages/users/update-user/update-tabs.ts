import type { FieldErrors } from '../../../components/forms/schema-errors';
import { checkNewPassword, checkPersonal, type UserFormValues } from '../user-form/user-form-values';

const UPDATE_TABS = ['personal', 'security', 'notifications'] as const;
export type UpdateTab = (typeof UPDATE_TABS)[number];

export function asUpdateTab(id: string): UpdateTab {
  return UPDATE_TABS.find((tab) => tab === id) ?? 'personal';
}

const SECURITY_FIELDS = new Set(['password', 'confirm']);

/**
 * One Save for all tabs: the personal details always. Saved from the Security Details tab, the
 * new password and its confirmation are required (spec 1 section 5); from another tab, only when
 * one was typed. An administrator sets it; the user's current one is not asked for.
 */
export function checkUpdate(values: UserFormValues, savedFrom: UpdateTab = 'personal'): FieldErrors {
  const passwordAsked = savedFrom === 'security' || Boolean(values.password || values.confirm);
  return { ...checkPersonal(values), ...(passwordAsked ? checkNewPassword(values) : {}) };
}

/** The tab that holds the first message, so a failed save shows why. */
export function tabOfFirstError(errors: FieldErrors): UpdateTab | undefined {
  const fields = Object.keys(errors);
  if (!fields.length) return undefined;
  return SECURITY_FIELDS.has(fields[0]) && fields.every((f) => SECURITY_FIELDS.has(f)) ? 'security' : 'personal';
}
