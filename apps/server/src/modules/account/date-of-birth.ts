/** Dates of birth travel as dd/mm/yyyy (spec section 7) and are stored as yyyy-mm-dd. */

/** dd/mm/yyyy → yyyy-mm-dd (the input is already validated by the contracts' dobSchema). */
export function storedDateOfBirth(ddmmyyyy: string): string {
  const [day, month, year] = ddmmyyyy.split('/');
  return `${year}-${month}-${day}`;
}
