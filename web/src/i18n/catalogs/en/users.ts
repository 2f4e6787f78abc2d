import { USER_MESSAGES } from '../../../../../shared/schemas/user-messages';
import { CANVAS_CONTEXT_ERROR, NOT_AN_IMAGE, NOT_CONVERTED } from '../../../pages/profile/avatar-texts';

/**
 * The users screens' texts: the user list, Add User, Update User and the profile (see ./common.ts
 * for the shared ones). The forms' messages are the shared schemas' own, so the API, the console
 * and this catalog say the same words.
 */
export const users = {
  'users.subtitle': 'User Management',

  // The user forms' messages (spec 1 section 5), sent by the shared schemas and the API.
  'users.validation.name': USER_MESSAGES.name,
  'users.validation.emailInvalid': USER_MESSAGES.emailInvalid,
  'users.validation.email': USER_MESSAGES.email,
  'users.validation.userGroup': USER_MESSAGES.userGroup,
  'users.validation.username': USER_MESSAGES.username,
  'users.validation.password': USER_MESSAGES.password,
  'users.validation.currentPassword': USER_MESSAGES.currentPassword,
  'users.validation.confirm': USER_MESSAGES.confirm,
  'users.validation.inconsistent': USER_MESSAGES.inconsistent,
  // The API's answer to a wrong current password (functions/profile/service.ts), word for word.
  'users.validation.currentPasswordWrong': USER_MESSAGES.currentPasswordWrong,

  // Fields, also the user list's column headers and the profile card's labels.
  'users.field.name': 'Name',
  'users.field.email': 'Email',
  'users.field.userGroup': 'User Group',
  'users.field.phoneNumber': 'Phone Number',
  'users.field.address': 'Address',
  'users.field.username': 'Username',
  'users.field.password': 'Password',
  'users.field.newPassword': 'New Password',
  'users.field.confirmPassword': 'Confirm Password',
  'users.field.currentPassword': 'Current Password',
  'users.field.lastVisit': 'Last Visit',
  'users.field.userGroupPlaceholder': 'Select user group',
  'users.field.userGroupsLoading': 'Loading user groups',
  'users.field.userGroupsFilter': 'Find a user group',
  'users.field.userGroupsNoMatch': 'No matching user group',
  'users.field.userGroupsEmpty': 'No user groups',

  // Add User and Update User (spec 1 section 2).
  'users.form.userDetails': 'User Details',
  'users.form.itemNotifications': 'Item Notifications',
  'users.notification.create': 'Create',
  'users.notification.update': 'Update',
  'users.notification.delete': 'Delete',
  'users.saved.inserted': 'Successfully inserted new item!',
  'users.saved.goToUsers': 'Go to users',
  'users.saved.addUser': 'Add user',
  'users.tab.personal': 'Personal Details',
  'users.tab.security': 'Security Details',
  'users.tab.notifications': 'Notification Preferences',

  // The user list.
  'users.list.header': 'Users',
  'users.list.loading': 'Loading users',
  'users.list.search': 'Search users',
  'users.list.clearSearch': 'Clear the search',
  'users.list.empty': 'No users',
  'users.list.selection': 'User selection',
  'users.list.selectAll': 'Select all users',
  'users.list.rowActions': 'Actions for {username}',

  // The profile (spec 1 section 2).
  'users.profile.tab.security': 'Security',
  'users.profile.tab.preferences': 'Preferences',
  'users.avatar.change': 'Change picture',
  'users.avatar.uploading': 'Uploading the picture',
  'users.avatar.canvas': CANVAS_CONTEXT_ERROR,
  'users.avatar.notConverted': NOT_CONVERTED,
  'users.avatar.notAnImage': NOT_AN_IMAGE,
  'users.avatar.notStored': 'The picture could not be stored (status {status}).',
} as const;
