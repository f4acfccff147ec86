/**
 * A client's benefit groups in the console (issue 35): added (code by the import's rule), renamed and put in
 * order, each in one transaction with its audit row, the client's row locked first so that changes take turns.
 * Employees' catalogue lists benefits by group name and order, so every server forgets it after a change.
 */
import type { ConsoleBenefitGroupInput, ConsoleCatalogue } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { benefitGroups } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { NOT_FOUND_MESSAGE } from '../../plugins/auth.ts';
import { recordConsoleChange, type ConsoleActor } from '../console/index.ts';
import { groupsOf } from './benefit-groups.repository.ts';
import {
  byField,
  consoleCatalogue,
  inTurn,
  type Client,
  type ConsoleCatalogueDeps,
} from './console-catalogue.service.ts';

export const GROUP_TAKEN_MESSAGE = 'This client already has a group with this code';
export const GROUP_ORDER_MESSAGE = "Name every one of the client's groups once";

/** Runs a change in turn; when it changed something, every server forgets the catalogue. Answers the catalogue. */
async function groupChange(
  deps: ConsoleCatalogueDeps,
  client: Client,
  work: (tx: Database) => Promise<boolean>,
): Promise<ConsoleCatalogue> {
  if (await inTurn(deps.db, client, work)) deps.forgetCatalogue(client.id);
  return consoleCatalogue(deps.db, client);
}

export function addBenefitGroup(
  deps: ConsoleCatalogueDeps,
  actor: ConsoleActor,
  client: Client,
  input: ConsoleBenefitGroupInput,
): Promise<ConsoleCatalogue> {
  return groupChange(deps, client, async (tx) => {
    const groups = await groupsOf(tx, client.id);
    // A double click finds the first click's group: refused like any taken code, nothing recorded twice.
    if (groups.some((group) => group.code === input.code)) throw byField('body.code', GROUP_TAKEN_MESSAGE);
    const added = {
      code: input.code,
      name: input.name,
      displayOrder: Math.max(0, ...groups.map((group) => group.displayOrder)) + 1,
    };
    await tx.insert(benefitGroups).values({ clientId: client.id, ...added });
    await recordConsoleChange(tx, actor, {
      type: 'console.benefit_group_added',
      clientId: client.id,
      subject: { client: client.slug, group: input.code },
      before: null,
      after: added,
    });
    return true;
  });
}

export function renameBenefitGroup(
  deps: ConsoleCatalogueDeps,
  actor: ConsoleActor,
  client: Client,
  code: string,
  name: string,
): Promise<ConsoleCatalogue> {
  return groupChange(deps, client, async (tx) => {
    const group = (await groupsOf(tx, client.id)).find((candidate) => candidate.code === code);
    if (!group) throw new HttpError(404, NOT_FOUND_MESSAGE);
    if (group.name === name) return false;
    await tx
      .update(benefitGroups)
      .set({ name, updatedAt: actor.at })
      .where(and(eq(benefitGroups.clientId, client.id), eq(benefitGroups.code, code)));
    await recordConsoleChange(tx, actor, {
      type: 'console.benefit_group_renamed',
      clientId: client.id,
      subject: { client: client.slug, group: code },
      before: { name: group.name },
      after: { name },
    });
    return true;
  });
}

export function reorderBenefitGroups(
  deps: ConsoleCatalogueDeps,
  actor: ConsoleActor,
  client: Client,
  codes: string[],
): Promise<ConsoleCatalogue> {
  return groupChange(deps, client, async (tx) => {
    const current = (await groupsOf(tx, client.id)).map((group) => group.code);
    const everyOnce =
      codes.length === current.length &&
      new Set(codes).size === codes.length &&
      codes.every((code) => current.includes(code));
    if (!everyOnce) throw byField('body.codes', GROUP_ORDER_MESSAGE);
    if (codes.every((code, index) => current[index] === code)) return false;
    for (const [index, code] of codes.entries()) {
      await tx
        .update(benefitGroups)
        .set({ displayOrder: index + 1, updatedAt: actor.at })
        .where(and(eq(benefitGroups.clientId, client.id), eq(benefitGroups.code, code)));
    }
    await recordConsoleChange(tx, actor, {
      type: 'console.benefit_groups_reordered',
      clientId: client.id,
      subject: { client: client.slug },
      before: { order: current },
      after: { order: codes },
    });
    return true;
  });
}
