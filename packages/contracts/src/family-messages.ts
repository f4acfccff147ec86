/** The family and life-event messages the browser shows as they are (spec sections 5 and 8), without zod. */
export const FAMILY_MESSAGES = {
  title: 'Title is required',
  firstName: 'First name is required',
  surname: 'Surname is required',
  sex: 'Sex is required',
  relationship: 'Relationship is required',
  education: 'Full time education is required',
  dateOfBirth: 'Please enter a valid date of birth',
  dateOfBirthFuture: 'The date of birth cannot be in the future',
  dateOfBirthTooOld: 'Please check the date of birth: it is more than 120 years ago',
  educationBeforeBirth: 'Full time education cannot end before the date of birth',
  nameTooLong: 'Please use 100 characters or fewer',
  onePartner: 'You already have a partner on your family list: edit or remove them first',
  alreadyListed: 'This person is already on your family list',
} as const;

/** The titles the family form offers (spec point 3: family_tname). */
export const FAMILY_TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'] as const;
export type FamilyTitle = (typeof FAMILY_TITLES)[number];

/** The longest name kept (a first name or a surname). */
export const FAMILY_NAME_MAX = 100;

/** Spec point 3: relationship type id 1 is a partner; any other a dependant. Gender id 1 female, 2 male. */
export const PARTNER_TYPE_ID = 1;
export const DEPENDANT_TYPE_ID = 2;
export const FEMALE_GENDER_ID = 1;
export const MALE_GENDER_ID = 2;

/** Spec section 8. */
export const LIFE_EVENT_ADD_ERROR = 'There was an error encountered when trying to add the life event';
export const LIFE_EVENT_MESSAGES = {
  type: 'Please choose what happened',
  date: 'Please enter the date it happened',
  future: 'The date of a life event cannot be in the future',
  tooOld: 'Life events must be reported within 30 days of the date they happened',
  evidence: 'This life event needs evidence: please attach a PDF, JPEG or PNG file of up to 10 MB',
  voidReason: 'Please give a reason for voiding this life event',
} as const;
