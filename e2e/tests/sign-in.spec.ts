import { expect, expectAccessible, test } from '../support/fixtures.ts';
import {
  acceptCookies,
  DEMO_PASSWORD,
  signIn,
  solveRobotCheck,
  submitCredentials,
} from '../support/sign-in.ts';

const LOCKED =
  'You have unsuccessfully tried to login too many times - your account has been locked for 15 mins. Please try again later';

test('an employee signs in and sees the greeting; a reload keeps the session', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expectAccessible(page);
  await acceptCookies(page);
  await page.getByRole('textbox', { name: 'Email address' }).fill('employee@demo.test');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/app\/home\/$/);
  await expect(page.getByRole('button', { name: 'Hi, Alex' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Alex' })).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Alex' })).toBeVisible();
  // A signed-in person opening the login route goes home.
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/home\/$/);
});

test('a wrong password shows the banner and the field messages', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  await submitCredentials(page, 'employer@demo.test', 'not-the-password');
  await expect(
    page.getByRole('alert').filter({ hasText: "We can't find a match! Try again or contact us" }),
  ).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /Try again or reset your password/,
  );
  await expect(page.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
    'href',
    '/forgotten-password/',
  );
  await expectAccessible(page);
});

test('five failures lock the account, with a robot check from the third', async ({ page }) => {
  test.setTimeout(90_000);
  // Unknown and known e-mails behave alike; an unknown one keeps the demo accounts usable by other journeys.
  const email = 'nobody-here@demo.test';
  await page.goto('/');
  await acceptCookies(page);
  await submitCredentials(page, email, 'wrong-1');
  const banner = page.getByRole('alert').first();
  await expect(banner).toContainText("We can't find a match!");
  for (const attempt of ['wrong-2', 'wrong-3']) {
    await page.getByLabel('Password', { exact: true }).fill(attempt);
    await page.getByRole('button', { name: 'Login' }).click();
  }
  const robotCheck = page.getByRole('group', { name: 'Robot check' });
  await expect(robotCheck).toBeVisible();
  await expectAccessible(page);

  // Submitting without solving the check is refused in the browser.
  await page.getByLabel('Password', { exact: true }).fill('wrong-4');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Please confirm that you are not a robot!').first()).toBeVisible();

  for (const attempt of ['wrong-4', 'wrong-5']) {
    await solveRobotCheck(page);
    await page.getByLabel('Password', { exact: true }).fill(attempt);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  }
  await expect(page.getByRole('alert').filter({ hasText: LOCKED })).toBeVisible();
});

test('password sign-in is blocked until cookies are accepted', async ({ page }) => {
  await page.goto('/');
  await submitCredentials(page, 'employee@demo.test', DEMO_PASSWORD);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please accept cookies before logging in' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await acceptCookies(page);
  await expect(page.getByText('Please accept cookies before logging in')).toHaveCount(0);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Alex' })).toBeVisible();
});

test('keyboard-only sign-in works', async ({ page }) => {
  await page.goto('/');
  await acceptCookies(page);
  const email = page.getByRole('textbox', { name: 'Email address' });
  await email.focus();
  await page.keyboard.type('employee@demo.test');
  await page.keyboard.press('Enter');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Welcome, Alex' })).toBeVisible();
});

test('an employee opening the dashboard sees Access Denied; an employer sees the registration figure', async ({
  page,
  browser,
}) => {
  await signIn(page, 'employee@demo.test', 'Alex');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }),
  ).toHaveCount(0);
  await page.goto('/app/dashboard/');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expectAccessible(page);

  const employerContext = await browser.newContext();
  const employer = await employerContext.newPage();
  await signIn(employer, 'employer@demo.test', 'Sam');
  await employer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(employer.getByRole('heading', { name: 'Employer dashboard' })).toBeVisible();
  await expect(employer.getByText(/% of employees registered/)).toBeVisible();
  await expectAccessible(employer);
  await employerContext.close();
});
