/** The benefit groups every client starts from (BENEFITS.md, Vocabulary); a client may add its own codes. */
export const STANDARD_GROUP_NAMES: Readonly<Record<string, string>> = {
  health: 'Health',
  protection: 'Protection',
  wellbeing: 'Wellbeing',
  financial: 'Financial',
  lifestyle: 'Lifestyle',
  ccv: 'Childcare vouchers',
};

/** A group's name for people: the standard one, or its code in words ("life-events" becomes "Life events"). */
export function groupNameOf(code: string): string {
  const words = code.replace(/-/g, ' ');
  return STANDARD_GROUP_NAMES[code] ?? words.charAt(0).toUpperCase() + words.slice(1);
}
