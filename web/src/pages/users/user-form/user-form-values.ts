import { PasswordPairSchema, UserCreateSchema, UserUpdateSchema } from '../../../../../shared/schemas/user';
import { schemaErrors, type FieldErrors } from '../../../components/forms/schema-errors';
import type { UserRecord } from '../user-record';

export type ItemNotifications = { create: boolean; update: boolean; delete: boolean };

/** Everything the add and update forms edit; `confirm` lives only here (spec 1 section 3). */
export type UserFormValues = {
  name: string;
  email: string;
  username: string;
  password: string;
  confirm: string;
  userGroup: string;
  phoneNumber: string;
  address: string;
  notification: ItemNotifications;
};

export const EMPTY_USER_FORM: UserFormValues = {
  name: '',
  email: '',
  username: '',
  password: '',
  confirm: '',
  userGroup: '',
  phoneNumber: '',
  address: '',
  notification: { create: false, update: false, delete: false },
};

export function formValuesOf(user: Pick<UserRecord, 'name' | 'email' | 'username' | 'phoneNumber' | 'address' | 'notification'> & { userGroup: { id: string } | null }): UserFormValues {
  const item = user.notification?.item;
  return {
    ...EMPTY_USER_FORM,
    name: user.name ?? '',
    email: user.email ?? '',
    username: user.username,
    userGroup: user.userGroup?.id ?? '',
    phoneNumber: user.phoneNumber ?? '',
    address: user.address ?? '',
    notification: { create: Boolean(item?.create), update: Boolean(item?.update), delete: Boolean(item?.delete) },
  };
}

/** The personal details every save sends (PUT /users/{id} and POST /users/personal need them all). */
export function personalPayload(values: UserFormValues) {
  return {
    name: values.name,
    email: values.email,
    userGroup: values.userGroup,
    phoneNumber: values.phoneNumber,
    address: values.address,
  };
}

/**
 * POST /users. Notifications are only the user's choice where the museum catalogues items;
 * elsewhere the API's default (all off) stands.
 */
export function createPayload(values: UserFormValues, withItemNotifications: boolean) {
  return {
    ...personalPayload(values),
    username: values.username,
    password: values.password,
    ...(withItemNotifications ? { notification: { item: values.notification } } : {}),
  };
}

/** PUT /users/{id}: the version guards against saving over someone else's change. */
export function updatePayload(values: UserFormValues, version: number | undefined, extra: { password?: string; withItemNotifications: boolean }) {
  return {
    ...personalPayload(values),
    ...(extra.withItemNotifications ? { notification: { item: values.notification } } : {}),
    ...(extra.password ? { password: extra.password } : {}),
    version,
  };
}

const passwordPair = (values: UserFormValues) => schemaErrors(PasswordPairSchema, { password: values.password, confirm: values.confirm });

/** Add user: the create schema's messages, and confirm must repeat the password. */
export function checkNewUser(values: UserFormValues): FieldErrors {
  return { ...schemaErrors(UserCreateSchema, createPayload(values, false)), ...passwordPair(values) };
}

/** Personal Details of the update and profile screens. */
export function checkPersonal(values: UserFormValues): FieldErrors {
  // The version is the record's, added by the page when it saves, never a field to fill in.
  return schemaErrors(UserUpdateSchema, { ...personalPayload(values), version: 1 });
}

/** Security Details of the update screen: a new password, repeated. */
export function checkNewPassword(values: UserFormValues): FieldErrors {
  return passwordPair(values);
}
