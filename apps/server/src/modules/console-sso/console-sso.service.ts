/**
 * The console's Single sign-on area (issues 35, 36) on the services `npm run admin -- sso` uses: each change
 * runs them inside one transaction with its audit row (the provider as operators see it, before and after:
 * secrets are never part of it). The client's row is locked first, so that changes to its providers take
 * turns: a double click finds the first click's provider and records no second change.
 */
import type {
  ConsoleSso,
  IdentityProviderSummary,
  NewIdentityProvider,
  NewSamlProvider,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { clients, type ClientRow } from '../../db/schema/index.ts';
import type { AuditEventType } from '../../lib/audit.ts';
import { HttpError } from '../../lib/http-error.ts';
import { NOT_FOUND_MESSAGE } from '../../plugins/auth.ts';
import { recordConsoleChange, type ConsoleActor } from '../console/index.ts';
import {
  addIdentityProvider,
  addSamlProvider,
  describeTenantSso,
  refreshSamlProviderMetadata,
  removeIdentityProvider,
  rolloverSamlCertificate,
  setProviderMfaTrusted,
  type SsoAdminDeps,
  type SsoAdminOutcome,
} from '../single-sign-on/index.ts';

export interface ConsoleSsoDeps extends SsoAdminDeps {
  /** Drops what every server keeps of a removed provider (its OpenID discovery). */
  forgetProvider(providerId: string): void;
}

type Client = Pick<ClientRow, 'id' | 'slug' | 'name'>;

/**
 * The outcome's value, or the refusal it means: a problem with one input by that field (400), any other
 * refusal with `conflict` (a rollover already under way, the only provider of an SSO-only client).
 */
function valueOf<T>(outcome: SsoAdminOutcome<T>, conflict = 409): T {
  switch (outcome.status) {
    case 'ok':
      return outcome.value;
    case 'unknown-tenant':
    case 'not-found':
      throw new HttpError(404, NOT_FOUND_MESSAGE);
    case 'invalid':
      if (outcome.field) {
        throw new HttpError(400, outcome.message, [{ field: outcome.field, message: outcome.message }]);
      }
      throw new HttpError(conflict, outcome.message);
  }
}

/** Runs `work` with the services' dependencies bound to one transaction, the client's row locked. */
function inTurn<T>(deps: ConsoleSsoDeps, client: Client, work: (tx: SsoAdminDeps) => Promise<T>) {
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, client.id)).for('update');
    return work({ ...deps, db: tx });
  });
}

async function providerOf(deps: SsoAdminDeps, client: Client, name: string) {
  const provider = valueOf(await describeTenantSso(deps, client.slug)).providers.find(
    (candidate) => candidate.name === name,
  );
  if (!provider) throw new HttpError(404, NOT_FOUND_MESSAGE);
  return provider;
}

function record(
  deps: SsoAdminDeps,
  actor: ConsoleActor,
  client: Client,
  change: {
    type: AuditEventType;
    name: string;
    before: IdentityProviderSummary | null;
    after: IdentityProviderSummary | null;
    reason?: string;
    step?: string;
  },
) {
  const { type, name, before, after, reason, step } = change;
  return recordConsoleChange(deps.db, actor, {
    type,
    clientId: client.id,
    subject: { client: client.slug, provider: name, ...(step ? { step } : {}) },
    before,
    after,
    ...(reason === undefined ? {} : { reason }),
  });
}

export async function consoleSso(deps: SsoAdminDeps, client: Client): Promise<ConsoleSso> {
  const { ssoOnly, providers } = valueOf(await describeTenantSso(deps, client.slug));
  return { client: { slug: client.slug, name: client.name }, ssoOnly, providers };
}

export function addOidcProvider(
  deps: ConsoleSsoDeps,
  actor: ConsoleActor,
  client: Client,
  input: NewIdentityProvider,
): Promise<IdentityProviderSummary> {
  return inTurn(deps, client, async (tx) => {
    const added = valueOf(await addIdentityProvider(tx, client.slug, input, { checkDiscovery: true }));
    await record(tx, actor, client, {
      type: 'console.sso_provider_added',
      name: added.name,
      before: null,
      after: added,
    });
    return added;
  });
}

export function addSamlIdentityProvider(
  deps: ConsoleSsoDeps,
  actor: ConsoleActor,
  client: Client,
  input: NewSamlProvider,
): Promise<IdentityProviderSummary> {
  return inTurn(deps, client, async (tx) => {
    const added = valueOf(await addSamlProvider(tx, client.slug, input));
    await record(tx, actor, client, {
      type: 'console.sso_provider_added',
      name: added.name,
      before: null,
      after: added,
    });
    return added;
  });
}

export function setMfaTrust(
  deps: ConsoleSsoDeps,
  actor: ConsoleActor,
  client: Client,
  name: string,
  trusted: boolean,
): Promise<IdentityProviderSummary> {
  return inTurn(deps, client, async (tx) => {
    const before = await providerOf(tx, client, name);
    if (before.trustProviderMfa === trusted) return before;
    valueOf(await setProviderMfaTrusted(tx, client.slug, name, trusted));
    const after = await providerOf(tx, client, name);
    await record(tx, actor, client, { type: 'console.sso_mfa_trust_changed', name, before, after });
    return after;
  });
}

export function refreshMetadata(
  deps: ConsoleSsoDeps,
  actor: ConsoleActor,
  client: Client,
  name: string,
): Promise<IdentityProviderSummary> {
  return inTurn(deps, client, async (tx) => {
    const before = await providerOf(tx, client, name);
    const after = valueOf(await refreshSamlProviderMetadata(tx, client.slug, name), 400);
    // Fetched again at the same moment with the same content (a double click): no second change.
    if (JSON.stringify(before) === JSON.stringify(after)) return after;
    await record(tx, actor, client, { type: 'console.saml_metadata_refreshed', name, before, after });
    return after;
  });
}

export function rolloverCertificate(
  deps: ConsoleSsoDeps,
  actor: ConsoleActor,
  client: Client,
  name: string,
  step: 'start' | 'finish',
): Promise<IdentityProviderSummary> {
  return inTurn(deps, client, async (tx) => {
    const before = await providerOf(tx, client, name);
    const after = valueOf(await rolloverSamlCertificate(tx, client.slug, name, step));
    await record(tx, actor, client, {
      type: 'console.saml_certificate_rolled_over',
      name,
      before,
      after,
      step,
    });
    return after;
  });
}

export async function removeProvider(
  deps: ConsoleSsoDeps,
  actor: ConsoleActor,
  client: Client,
  name: string,
  reason: string,
): Promise<ConsoleSso> {
  const removed = await inTurn(deps, client, async (tx) => {
    const before = await providerOf(tx, client, name);
    const { id } = valueOf(await removeIdentityProvider(tx, client.slug, name));
    await record(tx, actor, client, {
      type: 'console.sso_provider_removed',
      name,
      before,
      after: null,
      reason,
    });
    return id;
  });
  deps.forgetProvider(removed);
  return consoleSso(deps, client);
}
