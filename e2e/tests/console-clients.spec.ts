/**
 * The operator console's Clients area (issue 35): the platform administrator signs in on the platform host
 * with their second factor, lands in the console, onboards a client (the sub-domain's rules answered by the
 * field), changes its settings and archives it; the new client's first employer is invited by e-mail. Someone
 * else opening /console/ gets Access Denied.
 */
import { enterDateOfBirth } from '../support/account.ts';
import { signInToConsole } from '../support/operator.ts';
import { expect, expectAccessible, tenantUrl, test } from '../support/fixtures.ts';
import { signIn } from '../support/sign-in.ts';

test('an operator onboards a client, sets it up and archives it', async ({ page }) => {
  await signInToConsole(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expect(page).toHaveURL(/\/console\/clients\/$/);
  const nav = page.getByRole('navigation', { name: 'Console areas' });
  await expect(nav.getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
  const table = page.getByRole('table', { name: 'Clients' });
  await expect(table.getByRole('link', { name: 'Demo Ltd' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search clients' }).fill('north');
  await expect(table.getByRole('link', { name: 'Demo Ltd' })).toBeHidden();
  await expect(table.getByRole('link', { name: 'Northwind Traders' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Add a client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a client' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Harbour Foods');
  const slug = page.getByRole('textbox', { name: 'Sub-domain' });
  await slug.fill('platform');
  await slug.blur();
  await expect(slug).toHaveAccessibleDescription(/reserved for the platform/);
  await slug.fill('northwind');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
  await page.getByRole('textbox', { name: 'Surname' }).fill('Stone');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill('ada@harbour.test');
  await enterDateOfBirth(page, '03', '09', '1979');
  await page.getByRole('button', { name: 'Create the client' }).click();
  await expect(slug).toHaveAccessibleDescription(/already used by another client/);
  await expect(slug).toBeFocused();
  await expectAccessible(page);
  await slug.fill('harbour');
  await page.getByRole('button', { name: 'Create the client' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Harbour Foods' })).toBeVisible();
  const contactUs = page.getByRole('checkbox', { name: 'Contact us form' });
  await expect(contactUs).not.toBeChecked();
  await contactUs.check();
  await page.getByRole('textbox', { name: 'Support phone number' }).fill('0161 496 0123');
  await page.getByRole('checkbox', { name: /Single sign-on only/ }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('checkbox', { name: /Single sign-on only/ })).toHaveAccessibleDescription(
    /no single sign-on provider/,
  );
  await page.getByRole('checkbox', { name: /Single sign-on only/ }).uncheck();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The settings are saved.' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Archive the client' }).click();
  await expect(page.getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(/give a reason/);
  await page.getByRole('textbox', { name: /Reason/ }).fill('Onboarding rehearsal');
  await page.getByRole('button', { name: 'Archive the client' }).click();
  await expect(page.getByText(/^Archived on /)).toBeVisible();

  // The audit trail has each change, with what changed and why.
  await page
    .getByRole('navigation', { name: 'Console areas' })
    .getByRole('link', { name: 'Audit trail' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Client sub-domain' }).fill('harbour');
  await page.getByRole('textbox', { name: /^Kind/ }).fill('console.');
  await page.getByRole('button', { name: 'Show events' }).click();
  const events = page.getByRole('table', { name: 'Audit events' });
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1 to 3 of 3' })).toBeVisible();
  await expect(events.getByRole('row', { name: /console\.client_archived/ })).toContainText(
    'Reason: Onboarding rehearsal',
  );
  await expect(events.getByRole('row', { name: /console\.client_settings_changed/ })).toContainText(
    'contactUsEnabled: true',
  );
  await expectAccessible(page);

  // The first employer's invitation (the activation e-mail) is in the new client's demo mailbox (read in the
  // browser, which resolves *.localhost).
  await page.goto(tenantUrl('harbour', '/dev/mailbox.json?to=ada%40harbour.test'));
  expect(await page.locator('body').textContent()).toMatch(/harbour\.localhost:\d+\/activation\//);
});

test('someone other than a platform administrator gets Access Denied', async ({ page }) => {
  await signIn(page, 'employer@demo.test', 'Sam');
  await page.goto('/console/');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console areas' })).toBeHidden();
  await expectAccessible(page);
});
