/** The people an administrator may act as, as the launcher's search answers them. */
import type { MasqueradeCandidate } from '@portal/contracts';
import type { MasqueradeTarget } from './masquerade.repository.ts';

export function presentCandidate(person: MasqueradeTarget): MasqueradeCandidate {
  return {
    id: person.id,
    name: `${person.firstName} ${person.surname}`,
    email: person.email,
    userType: person.userType,
  };
}
