/**
 * The employee's family (BENEFITS.md, Family members and life events): list, add, edit and remove, with the
 * rules of issue 17 (one partner at a time; a dependant over 16 gives the end of full-time education; a date of
 * birth neither in the future nor over 120 years ago; a member a live selection covers is not removed), and the
 * employee's covers with who each protects. Every change is audited.
 */
import { familyDateOfBirthProblem, needsEducationEndDate, ukDateOf, type IsoDate } from '@portal/benefits';
import {
  CORRECT_ERRORS_MESSAGE,
  FAMILY_MESSAGES,
  PARTNER_TYPE_ID,
  type CoveredMemberResponse,
  type FamilyEdit,
  type FamilyPayload,
  type PoliciesResponse,
} from '@portal/contracts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { inTurn } from '../../db/in-turn.ts';
import { masqueradeDetail, recordAudit, type AuditEventType } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError, type FieldProblem } from '../../lib/http-error.ts';
import type { Principal } from '../../plugins/auth.ts';
import type { CatalogueCache } from '../benefits/index.ts';
import { peopleCoveredOf } from '../selections/index.ts';
import { presentMember } from './family.presenter.ts';
import {
  activeFamilyOf,
  activeMemberOf,
  coversOf,
  hasOtherPartner,
  insertMember,
  listedAlready,
  selectionsCovering,
  updateMember,
  type FamilyMemberValues,
} from './family.repository.ts';

export interface FamilyDeps {
  db: Database;
  clock: Clock;
  cache: CatalogueCache;
}

const NOT_FOUND = 'That family member does not exist';
/** A removal refused: the answer names the selections to change first. */
export class CoveredMemberError extends Error {
  readonly body: CoveredMemberResponse;
  constructor(body: CoveredMemberResponse) {
    super(body.message);
    this.body = body;
  }
}

const ownerOf = (principal: Principal) => ({ clientId: principal.clientId, userId: principal.userId });
const familyKey = (principal: Principal) => ['family', principal.clientId, principal.userId];

async function currentSchemeOf(deps: FamilyDeps, principal: Principal) {
  const [scheme] = await deps.cache.schemeYears(principal.clientId, principal.masquerade?.schemeYear ?? null);
  return scheme ?? null;
}

function audit(
  deps: FamilyDeps,
  principal: Principal,
  type: AuditEventType,
  detail: Record<string, unknown>,
) {
  return recordAudit(deps.db, {
    type,
    clientId: principal.clientId,
    userId: principal.userId,
    detail: { ...detail, ...masqueradeDetail(principal.masquerade) },
    at: deps.clock(),
  });
}

/** The payload as a row's values, or the problems the schema could not see (they need today or the family). */
async function checkedValues(
  deps: FamilyDeps,
  principal: Principal,
  payload: FamilyPayload,
  memberId: string | null,
): Promise<FamilyMemberValues> {
  const today = ukDateOf(deps.clock());
  const relationship = payload.fmember_type === PARTNER_TYPE_ID ? 'partner' : 'dependant';
  const dateOfBirth = payload.date_of_birth;
  const education = relationship === 'dependant' ? (payload.education ?? null) : null;
  const problems: FieldProblem[] = [];
  const dobProblem = familyDateOfBirthProblem(dateOfBirth, today);
  if (dobProblem) {
    const message =
      dobProblem === 'future' ? FAMILY_MESSAGES.dateOfBirthFuture : FAMILY_MESSAGES.dateOfBirthTooOld;
    problems.push({ field: 'date_of_birth', message });
  } else if (needsEducationEndDate({ relationship, dateOfBirth }, today) && !education) {
    problems.push({ field: 'education', message: FAMILY_MESSAGES.education });
  }
  if (education && education < dateOfBirth) {
    problems.push({ field: 'education', message: FAMILY_MESSAGES.educationBeforeBirth });
  }
  if (relationship === 'partner' && (await hasOtherPartner(deps.db, ownerOf(principal), memberId))) {
    problems.push({ field: 'fmember_type', message: FAMILY_MESSAGES.onePartner });
  }
  if (problems.length > 0) throw new HttpError(400, CORRECT_ERRORS_MESSAGE, problems);
  return {
    title: payload.title,
    firstName: payload.first_name,
    surname: payload.surname,
    sex: payload.sex,
    relationship,
    dateOfBirth,
    fullTimeEducationEndDate: education,
    registeredDisabled: relationship === 'dependant' && payload.registered_disabled === true,
  };
}

/** Two requests adding a partner at once: the second meets the one-partner index. */
async function onePartnerAtATime<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new HttpError(400, CORRECT_ERRORS_MESSAGE, [
      { field: 'fmember_type', message: FAMILY_MESSAGES.onePartner },
    ]);
  }
}

export async function listFamily(deps: FamilyDeps, principal: Principal) {
  return { family: (await activeFamilyOf(deps.db, ownerOf(principal))).map(presentMember) };
}

export async function addFamilyMember(
  deps: FamilyDeps,
  principal: Principal,
  schemeId: string,
  payload: FamilyPayload,
) {
  const scheme = await currentSchemeOf(deps, principal);
  if (!scheme || scheme.id !== schemeId) throw new HttpError(404, 'That scheme does not exist');
  const values = await checkedValues(deps, principal, payload, null);
  const owner = ownerOf(principal);
  // One employee's family changes take turns: the same person added twice (a double click) is refused.
  const row = await onePartnerAtATime(() =>
    inTurn(deps.db, familyKey(principal), async (tx) => {
      if (await listedAlready(tx, owner, values)) {
        throw new HttpError(400, CORRECT_ERRORS_MESSAGE, [
          { field: 'first_name', message: FAMILY_MESSAGES.alreadyListed },
        ]);
      }
      const added = await insertMember(tx, owner, values, deps.clock());
      await audit({ ...deps, db: tx }, principal, 'family.member_added', {
        familyMemberId: added.id,
        relationship: added.relationship,
      });
      return added;
    }),
  );
  return { status: 'success' as const, familyMember: presentMember(row) };
}

export async function editFamilyMember(deps: FamilyDeps, principal: Principal, id: string, edit: FamilyEdit) {
  const owner = ownerOf(principal);
  const current = await activeMemberOf(deps.db, owner, id);
  if (!current) throw new HttpError(404, NOT_FOUND);
  if ('family_active' in edit) return removeFamilyMember(deps, principal, current.id);
  const values = await checkedValues(deps, principal, edit, current.id);
  const row = await onePartnerAtATime(() =>
    inTurn(deps.db, familyKey(principal), async (tx) => {
      // Read again in turn: what an edit changes is measured against the member as it is now.
      const now = await activeMemberOf(tx, owner, current.id);
      if (!now) throw new HttpError(404, NOT_FOUND);
      const changed = (Object.keys(values) as (keyof FamilyMemberValues)[]).filter(
        (key) => values[key] !== now[key],
      );
      // The same edit again (a double click) changes nothing, so nothing is written or audited.
      if (changed.length === 0) return now;
      const updated = await updateMember(tx, owner, now.id, values, deps.clock());
      if (!updated) throw new HttpError(404, NOT_FOUND);
      await audit({ ...deps, db: tx }, principal, 'family.member_changed', {
        familyMemberId: updated.id,
        changed,
      });
      return updated;
    }),
  );
  return { status: 'success' as const, familyMember: presentMember(row) };
}

async function removeFamilyMember(deps: FamilyDeps, principal: Principal, id: string) {
  const covering = await selectionsCovering(deps.db, principal.clientId, id);
  if (covering.length > 0) {
    const names = covering.map((selection) => selection.benefitName).join(', ');
    throw new CoveredMemberError({
      message: `This family member is covered by ${names}. Change ${covering.length === 1 ? 'that selection' : 'those selections'} first.`,
      selections: covering,
    });
  }
  const row = await updateMember(deps.db, ownerOf(principal), id, { active: false }, deps.clock());
  if (!row) throw new HttpError(404, NOT_FOUND);
  await audit(deps, principal, 'family.member_removed', { familyMemberId: row.id });
  return { status: 'success' as const, familyMember: presentMember(row) };
}

export async function policiesOf(deps: FamilyDeps, principal: Principal): Promise<PoliciesResponse> {
  const scheme = await currentSchemeOf(deps, principal);
  if (!scheme) return { policies: [] };
  const today: IsoDate = ukDateOf(deps.clock());
  const covers = await coversOf(deps.db, ownerOf(principal), scheme.id);
  const people = await peopleCoveredOf(
    deps.db,
    principal.clientId,
    covers.map((cover) => cover.selectionId),
    today,
  );
  return {
    policies: covers.map((cover) => ({
      ...cover,
      status: cover.status === 'approved' ? 'approved' : 'pending',
      peopleCovered: (people.get(cover.selectionId) ?? []).map((person) => ({
        familyMemberId: person.id,
        name: person.name,
        relationship: person.relationship,
        agedOut: person.agedOut,
      })),
    })),
  };
}
