/**
 * The benefit groups an enrolment window opens (issue 35): codes of the client's own groups, kept in the
 * groups' display order so the same choice is always stored alike (and a double click finds it made); none
 * means every group, as the windows made before groups could be named do.
 */
import { WINDOW_MESSAGES } from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { benefitGroupsOf } from './console-scheme.repository.ts';

export const sameGroups = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((code, index) => code === b[index]);

/**
 * The groups asked for, in the client's order; `kept` when none were sent (a move that says nothing of them).
 * A code the client does not have is refused by the `groups` field.
 */
export async function chosenGroups(
  db: Database,
  clientId: string,
  wanted: readonly string[] | undefined,
  kept: readonly string[],
): Promise<string[]> {
  if (wanted === undefined) return [...kept];
  const codes = (await benefitGroupsOf(db, clientId)).map((group) => group.code);
  const unknown = [...new Set(wanted.filter((code) => !codes.includes(code)))];
  if (unknown.length > 0) {
    throw new HttpError(400, 'The window was not saved', [
      { field: 'groups', message: WINDOW_MESSAGES.unknownGroups(unknown.join(', ')) },
    ]);
  }
  return codes.filter((code) => wanted.includes(code));
}
