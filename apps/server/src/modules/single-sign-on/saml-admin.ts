/**
 * Operators' SAML changes (npm run admin -- sso add-saml | rollover | refresh-metadata): a provider from its
 * IdP metadata (an address, fetched now and daily, or the XML itself) with a new key pair of the portal's
 * own, sealed at rest; the key rollover in two steps (`rollover --start` publishes the next certificate beside
 * the current one; `rollover --finish`, once the IdP has the new metadata, makes it the only one); and the
 * refresh of fetched metadata (the daily job, or by hand).
 */
import { randomUUID } from 'node:crypto';
import type { NewSamlProvider, SamlProviderSummary } from '@portal/contracts';
import { newSamlProviderSchema } from '@portal/contracts';
import { tenantPublicUrl } from '../../lib/mailer/public-url.ts';
import { findClientBySlug } from '../tenants/index.ts';
import { findProviderByName, insertProvider } from './identity-providers.repository.ts';
import { issuerUrlProblem } from './issuer-url.ts';
import { fetchIdpMetadata, parseIdpMetadata, type IdpMetadata } from './saml-idp-metadata.ts';
import { generateSpKeyPair, sealSpKey } from './saml-keys.ts';
import { samlAddresses } from './saml-service-provider.ts';
import { samlSummary } from './saml-summary.ts';
import {
  findSamlSettings,
  insertSamlSettings,
  listFetchedSamlProviders,
  updateSamlSettings,
} from './saml.repository.ts';
import { newProviderProblem, type SsoAdminDeps, type SsoAdminOutcome } from './sso-admin.ts';

async function readMetadata(
  deps: SsoAdminDeps,
  source: { metadataUrl?: string | undefined; metadataXml?: string | undefined },
): Promise<
  | { ok: true; xml: string; value: IdpMetadata }
  | { ok: false; message: string; field: 'metadataUrl' | 'metadataXml' }
> {
  let xml = source.metadataXml;
  const field = source.metadataUrl ? 'metadataUrl' : 'metadataXml';
  if (source.metadataUrl) {
    const problem = issuerUrlProblem(source.metadataUrl, deps.config.production);
    if (problem) return { ok: false, field, message: problem.replace('the issuer', 'the metadata address') };
    try {
      xml = await fetchIdpMetadata(source.metadataUrl);
    } catch (error) {
      return { ok: false, field, message: `cannot fetch the metadata: ${(error as Error).message}` };
    }
  }
  const parsed = parseIdpMetadata(xml ?? '');
  return parsed.ok ? { ok: true, xml: xml!, value: parsed.value } : { ...parsed, field };
}

export async function addSamlProvider(
  deps: SsoAdminDeps,
  slug: string,
  given: NewSamlProvider,
): Promise<SsoAdminOutcome<SamlProviderSummary>> {
  const checked = newSamlProviderSchema.safeParse(given);
  if (!checked.success) return { status: 'invalid', message: checked.error.issues[0]!.message };
  const input = checked.data;
  const tenant = await findClientBySlug(deps.db, slug);
  if (!tenant) return { status: 'unknown-tenant' };
  const domains = [...new Set(input.emailDomains)];
  const taken = await newProviderProblem(deps, tenant, { name: input.name, emailDomains: domains });
  if (taken) return { status: 'invalid', ...taken };
  const metadata = await readMetadata(deps, input);
  if (!metadata.ok) {
    return {
      status: 'invalid',
      field: metadata.field,
      message: `Cannot add the provider: ${metadata.message}.`,
    };
  }
  const id = randomUUID();
  const at = deps.clock();
  const entityId = samlAddresses(tenantPublicUrl(tenant, deps.config), input.name).entityId;
  const keys = generateSpKeyPair(entityId, at);
  const sealed = sealSpKey(deps.secrets, id, keys.privateKeyPem);
  const row = {
    id,
    clientId: tenant.id,
    name: input.name,
    protocol: 'saml' as const,
    issuerUrl: null,
    oauthClientId: null,
    clientSecretCiphertext: null,
    secretKeyId: null,
    scopes: '',
    emailDomains: domains,
    trustProviderMfa: false,
    createdAt: at,
  };
  await deps.db.transaction(async (tx) => {
    await insertProvider(tx, row);
    await insertSamlSettings(tx, {
      identityProviderId: id,
      metadataUrl: input.metadataUrl ?? null,
      metadataXml: metadata.xml,
      metadataFetchedAt: input.metadataUrl ? at : null,
      idpEntityId: metadata.value.entityId,
      idpSsoUrl: metadata.value.ssoUrl,
      idpSloUrl: metadata.value.sloUrl,
      idpCertificates: metadata.value.certificates,
      spPrivateKeyCiphertext: sealed.ciphertext,
      spKeyId: sealed.keyId,
      spCertificate: keys.certificatePem,
      nextSpPrivateKeyCiphertext: null,
      nextSpKeyId: null,
      nextSpCertificate: null,
      identifierAttribute: input.identifierAttribute ?? null,
      identifierTarget: input.identifierTarget,
      allowIdpInitiated: input.allowIdpInitiated,
    });
  });
  return { status: 'ok', value: await samlSummary(deps, tenant, row) };
}

/**
 * A rollover's two steps: `start` makes the next key pair (published in the metadata beside the current
 * one); `finish` makes it the current one and the only one published.
 */
export async function rolloverSamlCertificate(
  deps: SsoAdminDeps,
  slug: string,
  name: string,
  step: 'start' | 'finish',
): Promise<SsoAdminOutcome<SamlProviderSummary>> {
  const tenant = await findClientBySlug(deps.db, slug);
  if (!tenant) return { status: 'unknown-tenant' };
  const row = await findProviderByName(deps.db, tenant.id, name);
  const settings = row?.protocol === 'saml' ? await findSamlSettings(deps.db, row.id) : null;
  if (!row || !settings) return { status: 'not-found' };
  if (step === 'start') {
    if (settings.nextSpCertificate) {
      return { status: 'invalid', message: `A rollover of ${name} is already under way: finish it first.` };
    }
    const entityId = samlAddresses(tenantPublicUrl(tenant, deps.config), name).entityId;
    const keys = generateSpKeyPair(entityId, deps.clock());
    const sealed = sealSpKey(deps.secrets, row.id, keys.privateKeyPem);
    await updateSamlSettings(deps.db, row.id, {
      nextSpPrivateKeyCiphertext: sealed.ciphertext,
      nextSpKeyId: sealed.keyId,
      nextSpCertificate: keys.certificatePem,
    });
  } else {
    if (!settings.nextSpPrivateKeyCiphertext || !settings.nextSpKeyId || !settings.nextSpCertificate) {
      return { status: 'invalid', message: `No rollover of ${name} is under way: start one first.` };
    }
    await updateSamlSettings(deps.db, row.id, {
      spPrivateKeyCiphertext: settings.nextSpPrivateKeyCiphertext,
      spKeyId: settings.nextSpKeyId,
      spCertificate: settings.nextSpCertificate,
      nextSpPrivateKeyCiphertext: null,
      nextSpKeyId: null,
      nextSpCertificate: null,
    });
  }
  return { status: 'ok', value: await samlSummary(deps, tenant, row) };
}

/** Fetches one provider's metadata from its address again and stores it; what went wrong, or null. */
async function refreshFromAddress(
  deps: SsoAdminDeps,
  identityProviderId: string,
  metadataUrl: string,
): Promise<string | null> {
  const metadata = await readMetadata(deps, { metadataUrl });
  if (!metadata.ok) return metadata.message;
  await updateSamlSettings(deps.db, identityProviderId, {
    metadataXml: metadata.xml,
    metadataFetchedAt: deps.clock(),
    idpEntityId: metadata.value.entityId,
    idpSsoUrl: metadata.value.ssoUrl,
    idpSloUrl: metadata.value.sloUrl,
    idpCertificates: metadata.value.certificates,
  });
  return null;
}

/**
 * Fetches again the metadata of every SAML provider that has an address (the daily job): a provider whose
 * metadata cannot be fetched or read keeps what it had, and is named in the answer.
 */
export async function refreshSamlMetadata(
  deps: SsoAdminDeps,
): Promise<{ refreshed: string[]; failed: { identityProviderId: string; message: string }[] }> {
  const refreshed: string[] = [];
  const failed: { identityProviderId: string; message: string }[] = [];
  for (const { identityProviderId, metadataUrl } of await listFetchedSamlProviders(deps.db)) {
    const message = await refreshFromAddress(deps, identityProviderId, metadataUrl!);
    if (message) failed.push({ identityProviderId, message });
    else refreshed.push(identityProviderId);
  }
  return { refreshed, failed };
}

/** One provider's metadata fetched now (the console's "Refresh metadata"); pasted metadata has no address. */
export async function refreshSamlProviderMetadata(
  deps: SsoAdminDeps,
  slug: string,
  name: string,
): Promise<SsoAdminOutcome<SamlProviderSummary>> {
  const tenant = await findClientBySlug(deps.db, slug);
  if (!tenant) return { status: 'unknown-tenant' };
  const row = await findProviderByName(deps.db, tenant.id, name);
  const settings = row?.protocol === 'saml' ? await findSamlSettings(deps.db, row.id) : null;
  if (!row || !settings) return { status: 'not-found' };
  if (!settings.metadataUrl) {
    return {
      status: 'invalid',
      message: `${name}'s metadata was pasted: it has no address to fetch it from.`,
    };
  }
  const message = await refreshFromAddress(deps, row.id, settings.metadataUrl);
  if (message) return { status: 'invalid', message: `Kept the old metadata of ${name}: ${message}.` };
  return { status: 'ok', value: await samlSummary(deps, tenant, row) };
}
