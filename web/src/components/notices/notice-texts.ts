/** The success notices of spec 1 section 8, word for word. */
export const SUCCESS_TEXTS = {
  userDetailsUpdated: 'User details are successfully updated!',
  userSaved: 'User is saved!',
  permissionsSaved: 'User Permissions are saved!',
  dataSaved: 'Data saved successfully',
  dataDeleted: 'Data deleted successfully',
} as const;

export const SUCCESS_TITLE = 'Success';
