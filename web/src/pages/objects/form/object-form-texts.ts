/**
 * The form's own checks, in English like the shared schema's messages: the form translates them
 * by their words (the English catalog imports these), so they read in the user's language.
 */
export const NOT_A_NUMBER = 'Enter a number.';
export const DIMENSION_INCOMPLETE = 'Choose a dimension and enter its value.';
