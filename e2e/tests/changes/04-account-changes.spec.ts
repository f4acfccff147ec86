/**
 * Journeys that change demo accounts for good: activation, password reset from the e-mailed link, and change
 * password. They run in the lane of journeys that change the demo world (see playwright.config.ts).
 */
import { expect, expectAccessible, tenantUrl, test } from '../../support/fixtures.ts';
import { enterDateOfBirth, enterNewPassword, latestMailedLink } from '../../support/account.ts';
import {
  acceptCookies,
  DEMO_PASSWORD,
  signIn,
  solveRobotCheck,
  submitCredentials,
} from '../../support/sign-in.ts';
import { setUpEnforcedTwoFactor, totpCode } from '../../support/two-factor.ts';

const NEW_PASSWORD = 'Copper-Meadow-Violin-83#';

test('new@demo.test activates from the link and lands signed in', async ({ page }) => {
  await page.goto('/activation/demo-activation-riley');
  await acceptCookies(page);
  await expect(page.getByText('Welcome, Riley')).toBeVisible();
  await expect(page.getByText('Step 1 of 2: Verify')).toBeVisible();
  await expectAccessible(page);
  await enterDateOfBirth(page, '17', '05', '1990');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Step 2 of 2: Password')).toBeVisible();
  await enterNewPassword(page, NEW_PASSWORD);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Activate account' }).click();

  // Signed in: a first sign-in accepts the current terms, then reaches the home page.
  await expect(page).toHaveURL(/\/app\/home\/$/);
  await expect(page.getByRole('heading', { name: 'We have updated our terms' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  // A first sign-in: the welcome carousel comes first; it can be skipped.
  const carousel = page.getByRole('dialog', { name: 'Welcome to Demo Benefits' });
  await expect(carousel).toBeVisible();
  await carousel.getByRole('button', { name: 'Skip the introduction' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Riley' })).toBeVisible();
});

test('employee@demo.test resets the password from the e-mailed link, then signs in with it', async ({
  page,
}) => {
  await page.goto('/forgotten-password/');
  await acceptCookies(page);
  await page.getByRole('textbox', { name: 'Email address' }).fill('employee@demo.test');
  await solveRobotCheck(page);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText("It's on the way...")).toBeVisible();
  await expect(
    page.getByText("Check your inbox! Don't forget to check your Junk & Spam folders."),
  ).toBeVisible();
  await expectAccessible(page);

  await expect
    .poll(async () => (await page.request.get('/dev/mailbox.json?to=employee%40demo.test')).ok())
    .toBe(true);
  const link = await latestMailedLink(page.request, 'employee@demo.test', '/reset-password?token=');
  await page.goto(link);
  await enterDateOfBirth(page, '14', '03', '1988');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/dob=14-03-1988/);
  await enterNewPassword(page, NEW_PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('paragraph').filter({ hasText: 'Password successfully changed.' }),
  ).toBeVisible();
  await expectAccessible(page);
  await signIn(page, 'employee@demo.test', 'Alex', NEW_PASSWORD);
});

test('a signed-in employee changes the password from Profile Settings', async ({ page }) => {
  await signIn(page, 'leaver@demo.test', 'Taylor');
  await page.goto('/app/home/my-profile/');
  await page.getByRole('main').getByRole('button', { name: 'Change password' }).click();
  const panel = page.getByRole('dialog', { name: 'Change password' });
  await expect(panel).toBeVisible();
  await panel.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
  await enterNewPassword(page, NEW_PASSWORD);
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Change password' }).click();
  await expect(panel.getByRole('status')).toHaveText('Password successfully changed.');
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toBeHidden();
});

test('employee@northwind.test sets up two-factor at sign-in, and is asked for a code next time', async ({
  page,
}) => {
  await page.goto(tenantUrl('northwind', '/'));
  await acceptCookies(page);
  await submitCredentials(page, 'employee@northwind.test', DEMO_PASSWORD);
  await setUpEnforcedTwoFactor(page, 'Morgan', async () => {
    await expect(
      page.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  await expect(page.getByText('Two factor authentication has been enabled').first()).toBeVisible();
  await expectAccessible(page);

  await page.goto(tenantUrl('northwind', '/logout'));
  await expect(page.getByRole('heading', { name: 'You have been logged out successfully' })).toBeVisible();
  await page.goto(tenantUrl('northwind', '/'));
  await submitCredentials(page, 'employee@northwind.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Enter your authentication code' })).toBeVisible();
});

test('a signed-in employer turns two-factor on and off from Profile Settings', async ({ page }) => {
  await signIn(page, 'employer@demo.test', 'Sam');
  await page.getByRole('button', { name: 'Hi, Sam' }).click();
  await page.getByRole('menuitem', { name: 'My profile settings' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  const on = page.getByRole('dialog', { name: 'Turn on two-factor authentication' });
  await expect(on.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  await expectAccessible(page);
  const key = (await on
    .getByText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/)
    .first()
    .textContent())!.replaceAll(' ', '');
  await on.getByRole('button', { name: 'Enter the code' }).click();

  const code = page.getByRole('dialog', { name: 'Enable two factor authentication' });
  await code.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.keyboard.type(totpCode(key, -1));
  await code.getByRole('button', { name: 'Next' }).click();
  // The boxes are emptied for the second code: type only once they are.
  await expect(
    code.getByText('Wait for the next code in your authenticator app, then enter it', { exact: true }),
  ).toBeVisible();
  await expect(code.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
  await code.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.keyboard.type(totpCode(key));
  await code.getByRole('button', { name: 'Verify' }).click();
  await expect(code.getByText('Two factor authentication has been enabled')).toBeVisible();
  await code.getByRole('button', { name: 'Done' }).click();

  await expect(page.getByRole('main').getByText('Two-factor authentication is on.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  const off = page.getByRole('dialog', { name: 'Turn off two-factor authentication' });
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(off.getByText('A reason is required to disable two-factor')).toBeVisible();
  await off.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await off.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.keyboard.type(totpCode(key, 1));
  await off.getByRole('textbox', { name: 'Reason for turning it off' }).fill('I am changing phones');
  await expectAccessible(page);
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expect(off.getByText('Two factor authentication has been disabled')).toBeVisible();
});

test("employer@northwind.test sees Northwind's own catalogue, not Demo Ltd's", async ({ page }) => {
  await page.goto(tenantUrl('northwind', '/'));
  await acceptCookies(page);
  await submitCredentials(page, 'employer@northwind.test', DEMO_PASSWORD);
  await setUpEnforcedTwoFactor(page, 'Drew');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My benefits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My benefits' })).toBeVisible();
  await expect(page.getByText('Your benefits window is closed.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Northwind Pension Plan' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Colleague Store Discount' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dental Insurance' })).toHaveCount(0);
  await expectAccessible(page);
});
