/**
 * `npm run admin -- sso ...`: a tenant's single sign-on, without code.
 *
 *   sso list   --tenant SLUG
 *   sso add    --tenant SLUG --name NAME --issuer URL --client-id ID --client-secret-file PATH
 *              --domains a.com,b.com [--scopes "openid email profile"]
 *   sso add-saml --tenant SLUG --name NAME (--metadata-url URL | --metadata-file PATH) --domains a.com,b.com
 *              [--identifier-attribute NAME] [--identifier email|employee-number] [--allow-idp-initiated]
 *   sso rollover --tenant SLUG --name NAME --start | --finish
 *   sso refresh-metadata
 *   sso remove --tenant SLUG --name NAME
 *   sso only   --tenant SLUG --on | --off
 *   sso trust-mfa --tenant SLUG --name NAME --on | --off
 *
 * The client secret is read from a file (never from the command line, which other users of the machine can
 * see) and sealed at rest. Like the rest of the admin CLI it works on the portal's database directly; running
 * servers hear at once of a switch turned or a provider removed (LISTEN/NOTIFY) and drop what they keep of it.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import {
  newIdentityProviderSchema,
  type IdentityProviderSummary,
  type NewIdentityProvider,
  type NewSamlProvider,
  type SamlProviderSummary,
  type TenantSingleSignOn,
} from '@portal/contracts';
import { loadConfig, type Config } from '../../apps/server/src/config.ts';
import { createSecretBox } from '../../apps/server/src/lib/crypto.ts';
import { SSO_PROVIDERS_TOPIC } from '../../apps/server/src/modules/single-sign-on/index.ts';
import {
  addIdentityProvider,
  describeTenantSso,
  removeIdentityProvider,
  setProviderMfaTrusted,
  setTenantSsoOnly,
  type SsoAdminDeps,
  type SsoAdminOutcome,
} from '../../apps/server/src/modules/single-sign-on/sso-admin.ts';
import {
  addSamlProvider,
  refreshSamlMetadata,
  rolloverSamlCertificate,
} from '../../apps/server/src/modules/single-sign-on/saml-admin.ts';
import { TENANTS_TOPIC } from '../../apps/server/src/modules/tenants/index.ts';
import { CommandError, withDatabase, type CommandDatabase } from '../operator-command.ts';

export const SSO_USAGE = `  npm run admin -- sso list --tenant SLUG
      lists the tenant's identity providers (whether each one's MFA is trusted and, for SAML, whether
      IdP-initiated sign-in is allowed) and whether it signs in through single sign-on only
  npm run admin -- sso add --tenant SLUG --name NAME --issuer URL --client-id ID --client-secret-file PATH
                           --domains a.com,b.com [--scopes "openid email profile"]
      adds an OpenID Connect provider for the e-mail domains given (prints the redirect URI to register)
  npm run admin -- sso add-saml --tenant SLUG --name NAME (--metadata-url URL | --metadata-file PATH)
                                --domains a.com,b.com [--identifier-attribute NAME]
                                [--identifier email|employee-number] [--allow-idp-initiated]
      adds a SAML 2.0 provider from its IdP metadata (an address is fetched again daily); people are found by
      the NameID or the attribute named, as e-mail (default) or employee number; IdP-initiated sign-in is off
      unless allowed. Prints the SP metadata address to give the IdP's administrator
  npm run admin -- sso rollover --tenant SLUG --name NAME --start|--finish
      rolls the SAML provider's SP certificate over: --start publishes a new certificate beside the current
      one; --finish, once the IdP has imported the new metadata, keeps the new one only
  npm run admin -- sso refresh-metadata
      fetches every SAML provider's IdP metadata from its address now (the server does it daily)
  npm run admin -- sso remove --tenant SLUG --name NAME
      removes a provider and the accounts linked through it
  npm run admin -- sso only --tenant SLUG --on|--off
      turns single-sign-on-only on (no password sign-in, no forgotten password) or off
  npm run admin -- sso trust-mfa --tenant SLUG --name NAME --on|--off
      whether the provider's own MFA (OpenID Connect or SAML) counts as the portal's two-factor step; off (the
      default): a client that enforces two-factor, or a user who has it on, still meets the portal's step`;

type Options = Record<string, string | boolean | undefined>;

function parse(args: readonly string[]): Options | null {
  try {
    return parseArgs({
      args: [...args],
      options: {
        tenant: { type: 'string' },
        name: { type: 'string' },
        issuer: { type: 'string' },
        'client-id': { type: 'string' },
        'client-secret-file': { type: 'string' },
        domains: { type: 'string' },
        scopes: { type: 'string' },
        on: { type: 'boolean' },
        off: { type: 'boolean' },
        'metadata-url': { type: 'string' },
        'metadata-file': { type: 'string' },
        'identifier-attribute': { type: 'string' },
        identifier: { type: 'string' },
        'allow-idp-initiated': { type: 'boolean' },
        start: { type: 'boolean' },
        finish: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    console.error((error as Error).message);
    return null;
  }
}

function readSecret(file: string): string {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new CommandError(`Cannot read the client secret from ${file}: ${(error as Error).message}`);
  }
  const secret = text.trim();
  if (!secret) throw new CommandError(`${file} is empty: it must hold the client secret.`);
  return secret;
}

function newProvider(options: Options): NewIdentityProvider {
  const parsed = newIdentityProviderSchema.safeParse({
    name: options.name,
    issuerUrl: options.issuer,
    clientId: options['client-id'],
    clientSecret: readSecret(String(options['client-secret-file'])),
    emailDomains: String(options.domains)
      .split(',')
      .map((domain) => domain.trim())
      .filter(Boolean),
    scopes: options.scopes,
  });
  if (!parsed.success) {
    const flags: Record<string, string> = {
      issuerUrl: 'issuer',
      clientId: 'client-id',
      emailDomains: 'domains',
    };
    const problems = parsed.error.issues.map(
      (issue) => `--${flags[String(issue.path[0])] ?? String(issue.path[0])}: ${issue.message}`,
    );
    throw new CommandError(problems.join('\n'));
  }
  return parsed.data;
}

function readMetadataFile(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new CommandError(`Cannot read the IdP metadata from ${file}: ${(error as Error).message}`);
  }
}

function newSamlProvider(options: Options): NewSamlProvider {
  const identifier = options.identifier === undefined ? 'email' : String(options.identifier);
  if (identifier !== 'email' && identifier !== 'employee-number') {
    throw new CommandError('--identifier: email or employee-number');
  }
  return {
    name: String(options.name),
    emailDomains: String(options.domains)
      .split(',')
      .map((domain) => domain.trim())
      .filter(Boolean),
    ...(typeof options['metadata-url'] === 'string' ? { metadataUrl: options['metadata-url'] } : {}),
    ...(typeof options['metadata-file'] === 'string'
      ? { metadataXml: readMetadataFile(options['metadata-file']) }
      : {}),
    ...(typeof options['identifier-attribute'] === 'string'
      ? { identifierAttribute: options['identifier-attribute'] }
      : {}),
    identifierTarget: identifier === 'email' ? 'email' : 'employee_number',
    allowIdpInitiated: options['allow-idp-initiated'] === true,
  };
}

/** Whether the provider's MFA stands for the portal's two-factor step (`sso trust-mfa`), either protocol. */
const mfaLine = (trusted: boolean) =>
  trusted
    ? "  provider's MFA trusted: yes (its sign-ins skip the portal's two-factor step)"
    : "  provider's MFA trusted: no (the portal's two-factor step follows where required)";

function describeSamlProvider(provider: SamlProviderSummary): string {
  return [
    `${provider.name}: SAML 2.0, IdP ${provider.idpEntityId}` +
      (provider.idpMetadataUrl
        ? ` (metadata from ${provider.idpMetadataUrl}, refreshed daily)`
        : ' (pasted metadata)'),
    `  e-mail domains: ${provider.emailDomains.join(', ')}; person found by ${provider.identifier} as ${provider.identifierTarget.replace('_', ' ')}`,
    `  SP metadata (and entity ID) for the IdP's administrator: ${provider.spEntityId}`,
    `  Assertion Consumer Service: ${provider.assertionConsumerUrl}`,
    `  single logout: ${provider.singleLogout ? 'yes' : 'no (the IdP offers none)'}; IdP-initiated sign-in: ${provider.allowIdpInitiated ? "allowed (to the portal's own pages)" : 'off'}` +
      (provider.rolloverInProgress ? '; certificate rollover under way' : ''),
    mfaLine(provider.trustProviderMfa),
  ].join('\n');
}

function describeProvider(provider: IdentityProviderSummary): string {
  if (provider.protocol === 'saml') return describeSamlProvider(provider);
  return [
    `${provider.name}: ${provider.issuerUrl} (client ${provider.clientId})`,
    `  e-mail domains: ${provider.emailDomains.join(', ')}; scopes: ${provider.scopes}`,
    `  redirect URI to register at the provider: ${provider.redirectUri}`,
    `  post-logout redirect URI: ${provider.postLogoutRedirectUri}`,
    mfaLine(provider.trustProviderMfa),
  ].join('\n');
}

function describeTenant(slug: string, sso: TenantSingleSignOn): string {
  const providers =
    sso.providers.length > 0 ? sso.providers.map(describeProvider) : ['No identity providers.'];
  return [...providers, `Single-sign-on only: ${sso.ssoOnly ? 'on' : 'off'} (${slug})`].join('\n');
}

/** The outcome's value, or the error it means. */
function valueOf<T>(outcome: SsoAdminOutcome<T>, slug: string): T {
  switch (outcome.status) {
    case 'ok':
      return outcome.value;
    case 'unknown-tenant':
      throw new CommandError(`There is no tenant "${slug}".`);
    case 'not-found':
      throw new CommandError(`${slug} has no such identity provider.`);
    case 'invalid':
      throw new CommandError(outcome.message);
  }
}

async function perform(
  database: CommandDatabase,
  config: Config,
  command: string,
  slug: string,
  options: Options,
  provider: NewIdentityProvider | null,
) {
  const deps: SsoAdminDeps = {
    db: database.db,
    clock: database.clock,
    secrets: createSecretBox(config.encryptionKey, config.previousEncryptionKeys),
    config,
  };
  switch (command) {
    case 'list':
      return describeTenant(slug, valueOf(await describeTenantSso(deps, slug), slug));
    case 'add': {
      // A new provider replaces nothing a server keeps: its configuration is looked up on first use.
      const added = valueOf(await addIdentityProvider(deps, slug, provider!), slug);
      return `Added to ${slug} ${database.description}:\n${describeProvider(added)}`;
    }
    case 'add-saml': {
      const added = valueOf(await addSamlProvider(deps, slug, newSamlProvider(options)), slug);
      return `Added to ${slug} ${database.description}:\n${describeSamlProvider(added)}`;
    }
    case 'rollover': {
      const step = options.start === true ? 'start' : 'finish';
      const rolled = valueOf(await rolloverSamlCertificate(deps, slug, String(options.name), step), slug);
      const next =
        step === 'start'
          ? 'Both certificates are published now: have the IdP import the metadata again, then run --finish.'
          : 'The new certificate is the only one now.';
      return `${next}\n${describeSamlProvider(rolled)}`;
    }
    case 'refresh-metadata': {
      const { refreshed, failed } = await refreshSamlMetadata(deps);
      return [
        `Refreshed the metadata of ${refreshed.length} SAML provider(s) (${database.description}).`,
        ...failed.map(
          (failure) => `Kept the old metadata of ${failure.identityProviderId}: ${failure.message}`,
        ),
      ].join('\n');
    }
    case 'remove': {
      const name = String(options.name);
      const removed = valueOf(await removeIdentityProvider(deps, slug, name), slug);
      await database.tell(SSO_PROVIDERS_TOPIC, removed.id);
      return `Removed ${name} from ${slug} ${database.description}; the accounts linked through it are unlinked.`;
    }
    case 'trust-mfa': {
      const name = String(options.name);
      const { trusted } = valueOf(await setProviderMfaTrusted(deps, slug, name, options.on === true), slug);
      // Read at each sign-in from the database: no server keeps it.
      return trusted
        ? `${name} of ${slug} is trusted for MFA now ${database.description}: its sign-ins skip the portal's two-factor step.`
        : `${name} of ${slug} is not trusted for MFA now ${database.description}: the portal's two-factor step follows its sign-ins where required.`;
    }
    default: {
      const ssoOnly = options.on === true;
      valueOf(await setTenantSsoOnly(deps, slug, ssoOnly), slug);
      // The switch is a column of the tenant's row, which every server keeps.
      await database.tell(TENANTS_TOPIC, slug);
      return `Single-sign-on only is now ${ssoOnly ? 'on' : 'off'} for ${slug} (${database.description}).`;
    }
  }
}

/** Whether the options make a complete command. */
function complete(command: string | undefined, options: Options): boolean {
  if (command === 'refresh-metadata') return true;
  if (typeof options.tenant !== 'string') return false;
  switch (command) {
    case 'list':
      return true;
    case 'add':
      return ['name', 'issuer', 'client-id', 'client-secret-file', 'domains'].every(
        (flag) => typeof options[flag] === 'string',
      );
    case 'add-saml':
      return (
        typeof options.name === 'string' &&
        typeof options.domains === 'string' &&
        (typeof options['metadata-url'] === 'string') !== (typeof options['metadata-file'] === 'string')
      );
    case 'rollover':
      return typeof options.name === 'string' && (options.start === true) !== (options.finish === true);
    case 'remove':
      return typeof options.name === 'string';
    case 'only':
      return (options.on === true) !== (options.off === true);
    case 'trust-mfa':
      return typeof options.name === 'string' && (options.on === true) !== (options.off === true);
    default:
      return false;
  }
}

/** Runs `sso ...` (the arguments after `sso`); answers the exit code. */
export async function runSsoCommand(args: readonly string[]): Promise<number> {
  const [command, ...rest] = args;
  const options = parse(rest);
  if (!options || !complete(command, options)) {
    console.error(`Usage:\n${SSO_USAGE}`);
    return 2;
  }
  // The secret file first: a typo in its name should not wait for a database.
  const provider = command === 'add' ? newProvider(options) : null;
  const config = loadConfig();
  await withDatabase(config, async (database) => {
    console.log(await perform(database, config, command!, String(options.tenant ?? ''), options, provider));
  });
  return 0;
}
