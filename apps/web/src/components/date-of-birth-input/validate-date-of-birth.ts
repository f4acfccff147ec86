import { DOB_INVALID_MESSAGE, DOB_REQUIRED_MESSAGE } from '@portal/contracts/account';

/**
 * The date-of-birth message on submit (spec section 5): 'Date of birth is required' when every box is empty,
 * 'This date of birth is not valid' for a partial or impossible date, nothing for a complete one.
 */
export function dateOfBirthError(value: string, empty: boolean): string | null {
  if (value) return null;
  return empty ? DOB_REQUIRED_MESSAGE : DOB_INVALID_MESSAGE;
}
