/** Masquerade and magic links (issue 7): sign-in links that need no password of the person signed in. */
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { latestMailedLink } from '../support/account.ts';
import { acceptCookies, DEMO_PASSWORD, signIn, submitCredentials } from '../support/sign-in.ts';
import { enterOperatorCode } from '../support/operator.ts';

test('an administrator masquerades as Alex Morgan: banner with the year, no cookie banner, no password change', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await acceptCookies(page);
  await submitCredentials(page, 'admin@platform.test', DEMO_PASSWORD);
  const launcher = page.getByRole('region', { name: 'Masquerade in Demo Ltd' });
  await enterOperatorCode(page, launcher);
  await launcher.getByRole('searchbox').fill('employee@demo');
  await launcher.getByRole('radio', { name: /Alex Morgan/ }).check();
  await expect(launcher.getByRole('combobox', { name: 'Scheme year' })).toHaveValue('2026');
  await launcher
    .getByRole('textbox', { name: 'Reason' })
    .fill('Checking a benefits question for ticket 4312');
  await expectAccessible(page);
  await launcher.getByRole('button', { name: 'Create masquerade link' }).click();
  const open = launcher.getByRole('link', { name: /Open the site as Alex Morgan/ });
  await expect(open).toBeVisible();
  const link = new URL((await open.getAttribute('href'))!);
  expect(link.pathname).toMatch(/^\/sso-login\/msq[\w-]+\/2026$/);

  // The link opens the acted-as session on its own, as in a private window.
  const context = await browser.newContext();
  const masquerade = await context.newPage();
  await masquerade.goto(link.pathname);
  await expect(masquerade.getByRole('heading', { name: 'Welcome, Alex' })).toBeVisible();
  const banner = masquerade.getByRole('complementary', { name: 'Masquerade' });
  await expect(banner).toHaveText(/viewing the site as Alex Morgan for scheme year 2026/);
  await expect(masquerade.getByRole('region', { name: 'Cookie banner' })).toHaveCount(0);
  await expectAccessible(masquerade);
  // A reload restores the masquerade session with its headers and banner.
  await masquerade.reload();
  await expect(masquerade.getByRole('heading', { name: 'Welcome, Alex' })).toBeVisible();
  await expect(banner).toHaveText(/viewing the site as Alex Morgan for scheme year 2026/);

  // Every page keeps the banner; the password cannot be changed while masquerading.
  await masquerade.getByRole('button', { name: 'Hi, Alex' }).click();
  await masquerade.getByRole('menuitem', { name: 'My profile settings' }).click();
  await expect(masquerade.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expect(banner).toBeVisible();
  const security = masquerade.getByRole('region', { name: 'Security' });
  await expect(security).toContainText('This is not available while masquerading as another user.');
  await expect(security.getByRole('button', { name: 'Change password' })).toHaveCount(0);
  await expectAccessible(masquerade);

  // The link worked once.
  const again = await context.newPage();
  await again.goto(link.pathname);
  await expect(again.getByRole('heading', { name: 'Ooops your link has expired' })).toBeVisible();
  await context.close();
});

test('an expired or unknown masquerade link says so; any other bad link says something went wrong', async ({
  page,
}) => {
  await page.goto('/sso-login/msqNotARealLink/2026');
  await expect(page.getByRole('heading', { name: 'Ooops your link has expired' })).toBeVisible();
  await expect(page.getByText('Please close this tab and restart the masquerade session.')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/sso-login/mglNotARealLink');
  await expect(
    page.getByRole('heading', {
      name: 'Oops somethings gone wrong. We are unable to connect you. Please contact us',
    }),
  ).toBeVisible();
});

test('an employer e-mails a sign-in link; from the demo mailbox it signs the employee in once', async ({
  page,
  browser,
  request,
}) => {
  await signIn(page, 'employer@demo.test', 'Sam');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  const section = page.getByRole('region', { name: 'Send an employee a sign-in link' });
  await section.getByRole('searchbox').fill('Alex');
  await section.getByRole('radio', { name: /Alex Morgan/ }).check();
  await section.getByLabel('Your password', { exact: true }).fill(DEMO_PASSWORD);
  await expectAccessible(page);
  await section.getByRole('button', { name: 'Send sign-in link' }).click();
  await expect(section.getByText('A sign-in link is on its way to Alex Morgan.')).toBeVisible();

  const link = await latestMailedLink(request, 'employee@demo.test', '/sso-login/mgl');
  const context = await browser.newContext();
  const employee = await context.newPage();
  await employee.goto(link);
  await expect(employee.getByRole('heading', { name: 'Welcome, Alex' })).toBeVisible();
  await expectAccessible(employee);
  await employee.goto(link);
  await expect(employee.getByRole('heading', { name: /Oops somethings gone wrong/ })).toBeVisible();
  await context.close();
});
