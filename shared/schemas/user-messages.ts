/** The user forms' messages (spec 1 sections 3 and 5), shown by the console and sent by the API. */
export const USER_MESSAGES = {
  name: 'Please input your name!',
  emailInvalid: 'The input is not valid E-mail!',
  email: 'Please input your E-mail!',
  userGroup: 'Please select user group!',
  username: 'Please input your username!',
  password: 'Please input your password!',
  currentPassword: 'Please input your current password!',
  /** The API's answer when Cognito refuses the current password of a password change. */
  currentPasswordWrong: 'The current password is not correct.',
  confirm: 'Please confirm your password!',
  inconsistent: 'Two passwords that you enter is inconsistent!',
} as const;
