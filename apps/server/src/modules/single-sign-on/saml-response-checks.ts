/**
 * A posted SAML Response's checks before the assertion is looked at (saml-flow.service.ts uses them): the
 * plain text of an encrypted assertion gets the same guard as the message, the Destination must be ours, and
 * node-saml verifies the signature (trying the next key to decrypt during a rollover) and the audience.
 */
import { SamlStatusError, type Profile } from '@node-saml/node-saml';
import { decryptXml } from '@node-saml/node-saml/lib/xml.js';
import type { IdentityProviderRow, SamlProviderRow } from '../../db/schema/index.ts';
import { openSpKey } from './saml-keys.ts';
import { serviceProvider } from './saml-service-provider.ts';
import { parseXml, selectNodes, selectTexts } from './saml-xml-dom.ts';
import { xmlRefusal, type XmlRefusal } from './saml-xml-guard.ts';
import type { SsoContext } from './sso-flow.service.ts';

export type ValidationRefusal =
  'signature_invalid' | 'audience_mismatch' | 'provider_denied' | 'assertion_malformed';

export interface FoundSamlProvider {
  provider: IdentityProviderRow;
  settings: SamlProviderRow;
  /** The tenant's public address. */
  base: string;
}

/** An encrypted assertion's plain text gets the same guard as the message (DOCTYPE, SHA-1). */
export async function encryptedRefusal(
  context: SsoContext,
  provider: IdentityProviderRow,
  settings: SamlProviderRow,
  xml: string,
): Promise<XmlRefusal | null> {
  if (!xml.includes('EncryptedAssertion')) return null;
  const doc = parseXml(xml);
  if (!doc) return null;
  const encrypted = selectNodes('/samlp:Response/saml:EncryptedAssertion/xenc:EncryptedData', doc);
  const keys = [
    [settings.spPrivateKeyCiphertext, settings.spKeyId],
    [settings.nextSpPrivateKeyCiphertext, settings.nextSpKeyId],
  ] as const;
  for (const node of encrypted) {
    for (const [ciphertext, keyId] of keys) {
      if (!ciphertext || !keyId) continue;
      try {
        const plain = await decryptXml(
          node.toString(),
          openSpKey(context.secrets, provider.id, ciphertext, keyId),
        );
        const refusal = xmlRefusal(plain);
        if (refusal) return refusal;
        break;
      } catch {
        // Not this key (a rollover in progress); node-saml refuses it below if no key opens it.
      }
    }
  }
  return null;
}

/** node-saml's refusals, by what they say (it throws plain errors). */
function classify(error: unknown): ValidationRefusal {
  if (error instanceof SamlStatusError) return 'provider_denied';
  const message = error instanceof Error ? error.message : String(error);
  if (/audience/i.test(message)) return 'audience_mismatch';
  return 'signature_invalid';
}

export async function validate(
  context: SsoContext,
  found: FoundSamlProvider,
  samlResponse: string,
): Promise<{ ok: true; profile: Profile } | { ok: false; reason: ValidationRefusal }> {
  const { provider, settings, base } = found;
  const attempt = async (decryptWithNextKey: boolean) => {
    const saml = serviceProvider(context.secrets, base, provider, settings, { decryptWithNextKey });
    return saml.validatePostResponseAsync({ SAMLResponse: samlResponse });
  };
  try {
    const { profile } = await attempt(false);
    if (profile) return { ok: true, profile };
    return { ok: false, reason: 'assertion_malformed' };
  } catch (error) {
    let refusal = error;
    // During a rollover the IdP may already encrypt to the next certificate.
    if (settings.nextSpPrivateKeyCiphertext && /decrypt|encrypt/i.test(String((error as Error).message))) {
      try {
        const { profile } = await attempt(true);
        if (profile) return { ok: true, profile };
      } catch (retry) {
        refusal = retry;
      }
    }
    context.logger.warn(
      { provider: provider.name, message: (refusal as Error).message },
      'SAML response refused',
    );
    return { ok: false, reason: classify(refusal) };
  }
}

/** The destination of a Response, when it names one (unsigned when only the assertion is signed). */
export function destinationOf(xml: string): string | null {
  const doc = parseXml(xml);
  return (doc && selectTexts('/samlp:Response/@Destination', doc)[0]) ?? null;
}
