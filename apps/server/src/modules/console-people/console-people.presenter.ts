import type { ConsoleAdministrator, ConsoleEmployer, EmployerPermission } from '@portal/contracts';

interface Person {
  id: string;
  firstName: string;
  surname: string;
  email: string;
  permissions: string[];
  activatedAt: Date | null;
  totpEnabledAt: Date | null;
  /** Only where the list read it: a person just invited has never signed in. */
  lastSignInAt?: Date | null;
}

export const nameOf = (person: Pick<Person, 'firstName' | 'surname'>) =>
  `${person.firstName} ${person.surname}`.trim();

export const presentAdministrator = (person: Person): ConsoleAdministrator => ({
  id: person.id,
  name: nameOf(person),
  email: person.email,
  twoFactor: person.totpEnabledAt !== null,
  activated: person.activatedAt !== null,
  lastSignInAt: person.lastSignInAt?.toISOString() ?? null,
});

export const presentEmployer = (person: Person): ConsoleEmployer => ({
  id: person.id,
  name: nameOf(person),
  email: person.email,
  permissions: person.permissions as EmployerPermission[],
  activated: person.activatedAt !== null,
});
