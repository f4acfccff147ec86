/**
 * The operator console's People area (issue 35): the platform administrator changes an employer user's
 * permissions, invites another administrator (the invitation is in the platform's demo mailbox) and removes
 * them with a reason, then starts a masquerade from the console: a client, an employee found by a search and a
 * reason give the launcher's single-use link, which opens the employee's home with the masquerade banner.
 * It changes Demo Ltd's approver and writes to Demo Ltd's audit trail: it runs after every other journey.
 */
import { enterDateOfBirth } from '../../support/account.ts';
import { signInToConsole } from '../../support/operator.ts';
import { expect, expectAccessible, tenantUrl, test } from '../../support/fixtures.ts';

test('an operator manages people and masquerades from the console', async ({ page }) => {
  await signInToConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'People' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  const admins = page.getByRole('table', { name: 'Platform administrators' });
  const pat = admins.getByRole('row', { name: /admin@platform\.test/ });
  await expect(pat).toContainText('Pat Quinn-Admin');
  await expect(pat.getByRole('cell').nth(2)).toHaveText('On');
  // The operator's own row offers no removal.
  await expect(pat).toContainText('You');
  await expectAccessible(page);

  // Invite an administrator: the address is checked by its field, then the invitation goes.
  const invite = page.getByRole('region', { name: 'Platform administrators' });
  await invite.getByRole('textbox', { name: 'First name' }).fill('Kim');
  await invite.getByRole('textbox', { name: 'Surname' }).fill('Lowe');
  const email = invite.getByRole('textbox', { name: 'E-mail address' });
  await email.fill('admin@platform.test');
  await enterDateOfBirth(invite, '30', '06', '1985');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(email).toHaveAccessibleDescription(
    'That e-mail address already belongs to a platform administrator.',
  );
  await expect(email).toBeFocused();
  await email.fill('kim@platform.test');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'An invitation is on its way to kim@platform.test.' }),
  ).toBeVisible();
  const kim = admins.getByRole('row', { name: /kim@platform\.test/ });
  await expect(kim).toContainText('Not set up');
  await expect(kim).toContainText('Invited, not activated yet');

  // Remove Kim: a reason first, in a dialog.
  await kim.getByRole('button', { name: 'Remove Kim Lowe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove Kim Lowe?' });
  await dialog.getByRole('button', { name: 'Remove the administrator' }).click();
  const reason = dialog.getByRole('textbox', { name: /Reason/ });
  await expect(reason).toHaveAccessibleDescription(/give a reason/);
  await reason.fill('Invited by mistake');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Remove the administrator' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').filter({ hasText: 'Kim Lowe is no longer a platform administrator.' }),
  ).toBeVisible();
  await expect(kim).toBeHidden();

  // A client's people: Demo Ltd's employer users, and the approver gets reports too.
  await page.getByRole('textbox', { name: "Client's sub-domain" }).fill('demo');
  await page.getByRole('button', { name: "Show the client's people" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'People of Demo Ltd' })).toBeVisible();
  const employers = page.getByRole('table', { name: 'Employer users of Demo Ltd' });
  const approver = employers.getByRole('row', { name: /approver@demo\.test/ });
  await expect(approver).toContainText("Approve employees' choices");
  await expectAccessible(page);
  await approver.getByRole('button', { name: /Change the permissions of/ }).click();
  const permissions = page.getByRole('dialog', { name: /Permissions of/ });
  await expect(permissions.getByRole('checkbox', { name: "Approve employees' choices" })).toBeChecked();
  await permissions.getByRole('checkbox', { name: 'Run reports' }).check();
  await expectAccessible(page);
  await permissions.getByRole('button', { name: 'Save the permissions' }).click();
  await expect(permissions).toBeHidden();
  await expect(approver).toContainText("Approve employees' choices, Run reports");

  // Masquerade as Alex Morgan for the current scheme year, with a reason.
  const masquerade = page.getByRole('region', { name: 'Masquerade' });
  await masquerade.getByRole('searchbox').fill('alex');
  await masquerade.getByRole('radio', { name: /Alex Morgan/ }).check();
  await expect(masquerade.getByRole('combobox', { name: 'Scheme year' })).toHaveValue('2026');
  await masquerade.getByRole('button', { name: 'Create masquerade link' }).click();
  await expect(masquerade.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(/required/);
  await masquerade.getByRole('textbox', { name: 'Reason' }).fill('Checking ticket 4312 with the employee');
  await masquerade.getByRole('button', { name: 'Create masquerade link' }).click();
  const open = masquerade.getByRole('link', { name: /Open the site as Alex Morgan/ });
  await expect(open).toBeVisible();
  await expectAccessible(page);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
  await expect(tab.getByRole('heading', { name: 'Welcome, Alex' })).toBeVisible();
  await expect(tab.getByRole('complementary', { name: 'Masquerade' })).toHaveText(
    /viewing the site as Alex Morgan for scheme year 2026/,
  );
  await expectAccessible(tab);
  await tab.close();

  // The audit trail has each change; Kim's invitation is in the platform's demo mailbox.
  await page
    .getByRole('navigation', { name: 'Console areas' })
    .getByRole('link', { name: 'Audit trail' })
    .click();
  await page.getByRole('textbox', { name: /^Kind/ }).fill('console.');
  await page.getByRole('button', { name: 'Show events' }).click();
  const events = page.getByRole('table', { name: 'Audit events' });
  await expect(events.getByRole('row', { name: /console\.administrator_removed/ })).toContainText(
    'Reason: Invited by mistake',
  );
  await expect(events.getByRole('row', { name: /console\.administrator_invited/ })).toBeVisible();
  await page.goto(tenantUrl('platform', '/dev/mailbox.json?to=kim%40platform.test'));
  expect(await page.locator('body').textContent()).toMatch(/platform\.localhost:\d+\/activation\//);
});
