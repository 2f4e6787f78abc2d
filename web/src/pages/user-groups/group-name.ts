import { UserGroupSchema } from '../../../../shared/schemas/user-group';
import { schemaErrors } from '../../components/forms/schema-errors';

/** The group name's message from the shared schema ('Please input the group name!'), or undefined. */
export function groupNameError(value: string): string | undefined {
  return schemaErrors(UserGroupSchema, { value }).value;
}

/** The search box filters the loaded groups by name, ignoring case. */
export function matchesGroup(name: string, search: string): boolean {
  return name.toLowerCase().includes(search.trim().toLowerCase());
}
