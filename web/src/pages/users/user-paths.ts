/** The user screens' addresses (spec 1 section 2), for links and redirects. */
export const USER_LIST_PATH = '/user-list';
export const ADD_USER_PATH = '/add-user';
export const updateUserPath = (id: string) => `/updateUser/${encodeURIComponent(id)}`;
