/** The two dates of an enrolment window, as its forms name their fields. */
export type DateField = 'opensOn' | 'closesOn';
export const DATE_FIELDS: readonly DateField[] = ['opensOn', 'closesOn'];
