/**
 * A client's settings as the console edits them (issue 35): the switches the client's row holds, and the
 * support e-mail and phone of its theme. Single-sign-on only needs a provider first (the command line's rule,
 * `npm run admin -- sso only`). The change and its audit row (only the fields that changed) are one
 * transaction; then every process forgets the cached tenant and theme.
 */
import { SSO_ONLY_NEEDS_PROVIDER_MESSAGE, type ConsoleClientSettings } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { clients, clientThemes, type ClientRow } from '../../db/schema/index.ts';
import { recordConsoleChange, type ConsoleActor } from '../console/index.ts';
import { listProviders } from '../single-sign-on/index.ts';
import { lockClientRow } from '../tenants/index.ts';

export interface SettingsDeps {
  db: Database;
  /** Tell every process the client's row and theme changed. */
  changed(slug: string): void;
}

export async function readSettings(db: Database, client: ClientRow): Promise<ConsoleClientSettings> {
  const [theme] = await db
    .select({ supportEmail: clientThemes.supportEmail, supportPhone: clientThemes.benefitBrandPhoneNumber })
    .from(clientThemes)
    .where(eq(clientThemes.clientId, client.id));
  return {
    contactUsEnabled: client.contactUsEnabled,
    ssoOnly: client.ssoOnly,
    insightsEnabled: client.insightsEnabled,
    dataLoadEligibilityImpactEnabled: client.dataLoadEligibilityImpactEnabled,
    twoFactorEnforced: client.twoFactorPolicy === 'enforced',
    supportEmail: theme?.supportEmail ?? '',
    supportPhone: theme?.supportPhone ?? null,
  };
}

export type SettingsOutcome =
  { ok: true; settings: ConsoleClientSettings } | { ok: false; errors: Record<string, string> };

export async function updateSettings(
  deps: SettingsDeps,
  actor: ConsoleActor,
  client: ClientRow,
  next: ConsoleClientSettings,
): Promise<SettingsOutcome> {
  if (next.ssoOnly && !client.ssoOnly && (await listProviders(deps.db, client.id)).length === 0) {
    return { ok: false, errors: { ssoOnly: SSO_ONLY_NEEDS_PROVIDER_MESSAGE } };
  }
  const settings = { ...next, supportPhone: next.supportPhone === '' ? null : next.supportPhone };
  await deps.db.transaction(async (tx) => {
    // Read again under the lock: the second of two saves at once records no change; the row given may be a
    // cached copy.
    const current = await lockClientRow(tx, client.id);
    const before = await readSettings(tx, current ?? client);
    await tx
      .update(clients)
      .set({
        contactUsEnabled: settings.contactUsEnabled,
        ssoOnly: settings.ssoOnly,
        insightsEnabled: settings.insightsEnabled,
        dataLoadEligibilityImpactEnabled: settings.dataLoadEligibilityImpactEnabled,
        twoFactorPolicy: settings.twoFactorEnforced ? 'enforced' : 'optional',
      })
      .where(eq(clients.id, client.id));
    await tx
      .update(clientThemes)
      .set({ supportEmail: settings.supportEmail, benefitBrandPhoneNumber: settings.supportPhone })
      .where(eq(clientThemes.clientId, client.id));
    if (JSON.stringify(before) === JSON.stringify(settings)) return;
    await recordConsoleChange(tx, actor, {
      type: 'console.client_settings_changed',
      clientId: client.id,
      subject: { slug: client.slug },
      before,
      after: settings,
    });
  });
  deps.changed(client.slug);
  return { ok: true, settings };
}
