/**
 * A family member in the app's shape (spec point 3), shared by the family feature and the side panel that
 * edits one (lib/side-panels.ts names the panel's props).
 */
export type Relationship = 'partner' | 'dependant';
/** Spec point 3: gender id 1 is female, 2 male. */
export type GenderId = 1 | 2;

export interface FamilyMember {
  familyMemberId: string;
  firstName: string;
  surname: string;
  /** yyyy-MM-dd */
  dateOfBirth: string;
  gender: GenderId;
  relationship: Relationship;
  title: string;
  active: boolean;
  fullTimeEducationEndDate: string | null;
  registeredDisabled: boolean;
  /** First name and surname. */
  name: string;
}
