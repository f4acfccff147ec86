/** The selection messages the browser shows as they are (spec sections 5 and 8), without zod. */
export const SETUP_ERROR_MESSAGE = 'There was an error connecting to the server';
export const TERMS_REQUIRED_MESSAGE = 'Please confirm that you have read the terms and conditions';
/** A submit accepting terms that a newer version replaced while the wizard was open. */
export const TERMS_CHANGED_MESSAGE =
  'The terms of this benefit have changed since you opened it: please read the new version and accept it';
export const FIELD_REQUIRED_MESSAGE = 'This field is required';
export const CORRECT_ERRORS_MESSAGE = 'Please correct the errors highlighted below';
/** A claim's receipt (spec: make-a-claim): what is accepted, checked by the file's content. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPT_TYPES_MESSAGE = 'Please attach a receipt as a PDF, JPEG or PNG file of up to 10 MB';
export const RECEIPT_CLAIMED_MESSAGE = 'This receipt is already on a claim you made';
export const MEDICAL_ANSWERS_MESSAGE = 'Please answer every health question';
