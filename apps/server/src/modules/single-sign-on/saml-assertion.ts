/**
 * What the portal checks itself in an assertion whose signature node-saml has verified (xml2js form, from
 * `profile.getAssertion()`, never from the unsigned rest of the response): the issuer, the times against
 * our clock (3 minutes' skew at most), the bearer confirmation's recipient, and its InResponseTo.
 */
export const CLOCK_SKEW_MS = 3 * 60 * 1000;

type Node = { $?: Record<string, string>; _?: string } & Record<string, unknown>;

const first = (value: unknown): Node | undefined => (Array.isArray(value) ? (value[0] as Node) : undefined);

export interface CheckedAssertion {
  id: string;
  /** When the assertion stops being valid: its ID is remembered until then. */
  notOnOrAfter: Date;
  /** The signed InResponseTo of the bearer confirmation, when the assertion answers a request. */
  inResponseTo: string | null;
}

export type AssertionRefusal =
  | 'issuer_mismatch'
  | 'assertion_malformed'
  | 'assertion_expired'
  | 'assertion_not_yet_valid'
  | 'recipient_mismatch';

const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';

function timeOf(value: string | undefined): number | null | 'invalid' {
  if (value === undefined) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? 'invalid' : ms;
}

export function checkAssertion(
  parsed: unknown,
  expected: { issuer: string; recipient: string; at: Date },
): { ok: true; value: CheckedAssertion } | { ok: false; reason: AssertionRefusal } {
  const assertion = (parsed as { Assertion?: Node } | null)?.Assertion;
  const id = assertion?.$?.ID;
  if (!assertion || !id) return { ok: false, reason: 'assertion_malformed' };
  const issuer = first(assertion.Issuer);
  if ((issuer?._ ?? issuer) !== expected.issuer) return { ok: false, reason: 'issuer_mismatch' };
  const now = expected.at.getTime();
  const windows: { notBefore: number | null; notOnOrAfter: number | null }[] = [];
  const conditions = first(assertion.Conditions);
  const conditionTimes = {
    notBefore: timeOf(conditions?.$?.NotBefore),
    notOnOrAfter: timeOf(conditions?.$?.NotOnOrAfter),
  };
  // Every bearer confirmation must be ours; SAML's profile asks for at least one.
  const confirmations = ((first(assertion.Subject)?.SubjectConfirmation as Node[] | undefined) ?? []).filter(
    (confirmation) => confirmation.$?.Method === BEARER,
  );
  if (confirmations.length === 0) return { ok: false, reason: 'assertion_malformed' };
  let inResponseTo: string | null = null;
  const subjectTimes = [];
  for (const confirmation of confirmations) {
    const data = first(confirmation.SubjectConfirmationData)?.$ ?? {};
    if (data.Recipient !== expected.recipient) return { ok: false, reason: 'recipient_mismatch' };
    const times = { notBefore: timeOf(data.NotBefore), notOnOrAfter: timeOf(data.NotOnOrAfter) };
    // A bearer confirmation must say until when (SAML profiles, 4.1.4.2).
    if (times.notOnOrAfter === null) return { ok: false, reason: 'assertion_malformed' };
    subjectTimes.push(times);
    if (data.InResponseTo) {
      if (inResponseTo !== null && inResponseTo !== data.InResponseTo)
        return { ok: false, reason: 'assertion_malformed' };
      inResponseTo = data.InResponseTo;
    }
  }
  for (const times of [conditionTimes, ...subjectTimes]) {
    if (times.notBefore === 'invalid' || times.notOnOrAfter === 'invalid') {
      return { ok: false, reason: 'assertion_malformed' };
    }
    windows.push(times as { notBefore: number | null; notOnOrAfter: number | null });
  }
  for (const { notBefore, notOnOrAfter } of windows) {
    if (notBefore !== null && now + CLOCK_SKEW_MS < notBefore)
      return { ok: false, reason: 'assertion_not_yet_valid' };
    if (notOnOrAfter !== null && now - CLOCK_SKEW_MS >= notOnOrAfter)
      return { ok: false, reason: 'assertion_expired' };
  }
  const ends = windows.map((w) => w.notOnOrAfter).filter((t): t is number => t !== null);
  // Remembered until the last moment it could still be accepted (its end plus the skew allowed).
  const notOnOrAfter = new Date(Math.max(...ends) + CLOCK_SKEW_MS);
  return { ok: true, value: { id, notOnOrAfter, inResponseTo } };
}

/** The identifier the provider is set to map: a named attribute, or the NameID. */
export function identifierOf(
  profile: { nameID?: string; attributes?: Record<string, unknown> },
  attribute: string | null,
): string | null {
  const value = attribute ? profile.attributes?.[attribute] : profile.nameID;
  const single = Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
  return typeof single === 'string' && single.trim() ? single.trim() : null;
}
