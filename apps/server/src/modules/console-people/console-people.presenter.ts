import type { ConsoleAdministrator, ConsoleEmployer, EmployerPermission } from '@portal/contracts';

interface Person {
  id: string;
  firstName: string;
  surname: string;
  email: string;
  permissions: string[];
  activatedAt: Date | null;
  totpEnabledAt: Date | null;
}

const nameOf = (person: Person) => `${person.firstName} ${person.surname}`.trim();

export const presentAdministrator = (person: Person): ConsoleAdministrator => ({
  id: person.id,
  name: nameOf(person),
  email: person.email,
  twoFactor: person.totpEnabledAt !== null,
  activated: person.activatedAt !== null,
});

export const presentEmployer = (person: Person): ConsoleEmployer => ({
  id: person.id,
  name: nameOf(person),
  email: person.email,
  permissions: person.permissions as EmployerPermission[],
  activated: person.activatedAt !== null,
});
