/**
 * The operator console's Single sign-on area (issues 35, 36): the platform administrator opens the demo
 * client's providers, adds a SAML provider from the test IdP's metadata address (an address that answers
 * nothing is said by its field first), sees it listed with what the IdP's administrator needs, trusts its MFA
 * and removes it with a reason; the audit trail has each change.
 */
import { startSamlIdp, type TestSamlIdp } from '../../apps/server/test/saml-idp/saml-idp-server.ts';
import { signInToConsole } from '../support/operator.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

let idp: TestSamlIdp;
test.beforeAll(async () => {
  idp = await startSamlIdp({ accounts: [{ email: 'alex@console-saml.test' }] });
});
test.afterAll(async () => {
  await idp?.close();
});

test('an operator adds a SAML provider, trusts its MFA and removes it', async ({ page }) => {
  await signInToConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Console areas' });
  await nav.getByRole('link', { name: 'Single sign-on' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Single sign-on' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Client sub-domain' }).fill('demo');
  await page.getByRole('button', { name: 'Open single sign-on' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Single sign-on of Demo Ltd' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Identity providers' })).toBeVisible();
  await expectAccessible(page);

  // SAML is the form's first choice.
  await expect(page.getByRole('radio', { name: 'SAML 2.0' })).toBeChecked();
  await page.getByRole('textbox', { name: 'Name' }).fill('console-saml');
  const metadataUrl = page.getByRole('textbox', { name: 'Metadata address' });
  await metadataUrl.fill(idp.metadataUrl.replace(/\/metadata$/, '/missing'));
  await page.getByRole('textbox', { name: 'E-mail domains' }).fill('console-saml.test');
  await expect(page.getByRole('radio', { name: 'The NameID' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Allow IdP-initiated sign-in/ })).not.toBeChecked();
  await page.getByRole('button', { name: 'Add the provider' }).click();
  await expect(metadataUrl).toHaveAccessibleDescription(/cannot fetch the metadata/);
  await expect(metadataUrl).toBeFocused();
  await expectAccessible(page);

  await metadataUrl.fill(idp.metadataUrl);
  await page.getByRole('button', { name: 'Add the provider' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'console-saml was added.' })).toBeAttached();
  const card = page.getByRole('article', { name: /console-saml/ });
  await expect(card).toContainText('SAML 2.0');
  await expect(card).toContainText('console-saml.test');
  await expect(card).toContainText(idp.metadataUrl);
  await expect(card).toContainText(/\/api\/sso\/console-saml\/saml\/metadata/);
  await expect(card).toContainText(/\/api\/sso\/console-saml\/saml\/acs/);
  await expect(card.getByRole('link', { name: 'SP metadata of console-saml' })).toHaveAttribute(
    'href',
    /\/api\/sso\/console-saml\/saml\/metadata$/,
  );
  await expect(card.getByRole('link', { name: 'Test sign-in through console-saml' })).toHaveAttribute(
    'href',
    /\/api\/sso\/console-saml\/start$/,
  );
  // The form is empty again for the next provider.
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');

  const trust = card.getByRole('switch', { name: "Trust console-saml's own MFA" });
  await expect(trust).not.toBeChecked();
  await trust.click();
  await expect(card.getByRole('status')).toHaveText("console-saml's MFA is trusted now.");
  await expect(trust).toBeChecked();
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Remove console-saml' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove console-saml?' });
  await dialog.getByRole('button', { name: 'Remove the provider' }).click();
  const reason = dialog.getByRole('textbox', { name: 'Reason for removing it' });
  await expect(reason).toHaveAccessibleDescription(/give a reason/);
  await expect(reason).toBeFocused();
  await expectAccessible(page);
  await reason.fill('Rehearsal over');
  await dialog.getByRole('button', { name: 'Remove the provider' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeHidden();
  await expect(page.getByRole('heading', { level: 3, name: 'Identity providers' })).toBeFocused();

  // The audit trail has the changes: the removal with its reason.
  await nav.getByRole('link', { name: 'Audit trail' }).click();
  await page.getByRole('textbox', { name: 'Client sub-domain' }).fill('demo');
  await page.getByRole('textbox', { name: /^Kind/ }).fill('console.sso_provider_removed');
  await page.getByRole('button', { name: 'Show events' }).click();
  const events = page.getByRole('table', { name: 'Audit events' });
  await expect(events.getByRole('row', { name: /console\.sso_provider_removed/ })).toContainText(
    'Reason: Rehearsal over',
  );
  await page.getByRole('textbox', { name: /^Kind/ }).fill('console.sso_mfa_trust_changed');
  await page.getByRole('button', { name: 'Show events' }).click();
  await expect(events.getByRole('row', { name: /console\.sso_mfa_trust_changed/ })).toContainText(
    'trustProviderMfa: true',
  );
});
