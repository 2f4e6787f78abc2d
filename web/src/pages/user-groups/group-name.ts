import { UserGroupSchema } from '../../../../shared/schemas/user-group';
import { schemaErrors, type FieldErrors } from '../../components/forms/schema-errors';

/** The shared schema's verdict on a group's name, keyed `value` as the API names it. */
export const groupNameErrors = (values: { value: string }): FieldErrors => schemaErrors(UserGroupSchema, values);

/** The group name's message from the shared schema ('Please input the group name!'), or undefined. */
export function groupNameError(value: string): string | undefined {
  return groupNameErrors({ value }).value;
}
