import { SecurityUpdateSchema } from '../../../../shared/schemas/profile';
import { PasswordPairSchema } from '../../../../shared/schemas/user';
import { schemaErrors, type FieldErrors } from '../../components/forms/schema-errors';

export type SecurityValues = { currentPassword: string; password: string; confirm: string };

export const EMPTY_SECURITY: SecurityValues = { currentPassword: '', password: '', confirm: '' };

/** POST /users/security: the confirmation stays in the form. */
export function securityPayload(userId: string, values: SecurityValues) {
  return { id: userId, currentPassword: values.currentPassword, password: values.password };
}

/** The Security tab's messages (spec 1 section 5): current, new and repeated password. */
export function checkSecurity(values: SecurityValues): FieldErrors {
  return {
    ...schemaErrors(SecurityUpdateSchema, securityPayload('self', values)),
    ...schemaErrors(PasswordPairSchema, { password: values.password, confirm: values.confirm }),
  };
}
