import { UserGroupSchema } from '../../../../shared/schemas/user-group';
import { schemaErrors } from '../../components/forms/schema-errors';

/** The group name's message from the shared schema ('Please input the group name!'), or undefined. */
export function groupNameError(value: string): string | undefined {
  return schemaErrors(UserGroupSchema, { value }).value;
}
