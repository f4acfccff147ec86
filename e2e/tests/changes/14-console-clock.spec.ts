/**
 * The demo's clock (issue 35): the operator moves the portal's clock forward from the console's Demo clock
 * area; an employee meets the banner with the moved date on the login page and once signed in; the operator resets
 * it and the banner is gone; a move of days ends the operator's own session and lands them on the sign-in page
 * with a message. A moved clock changes what every other journey sees, so this runs last, and puts the clock back
 * whatever happens (afterAll).
 */
import { runAdmin } from '../../support/admin-cli.ts';
import { signInToConsole } from '../../support/operator.ts';
import { expect, expectAccessible, test } from '../../support/fixtures.ts';
import { acceptCookies, DEMO_PASSWORD, submitCredentials } from '../../support/sign-in.ts';

const BANNER = /^Demo clock: \w+day \d{1,2} \w+ \d{4}, \d\d:\d\d — time is moved$/;

test.afterAll(async () => {
  await runAdmin(['clock', 'reset']);
});

test('an operator moves the clock forward, an employee sees the banner, the reset removes it', async ({
  page,
  browser,
}) => {
  await signInToConsole(page);
  await page
    .getByRole('navigation', { name: 'Console areas' })
    .getByRole('link', { name: 'Demo clock' })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Demo clock' })).toBeVisible();
  await expect(page.getByText('This is the real time: the clock is not moved.')).toBeVisible();
  const banner = page.getByRole('complementary', { name: 'Demo clock' });
  await expect(banner).toBeHidden();
  await expectAccessible(page);

  // A duration that is not one is said by the field.
  const duration = page.getByRole('textbox', { name: 'Duration' });
  await duration.fill('ten minutes');
  await page.getByRole('button', { name: 'Forward' }).click();
  await expect(duration).toHaveAccessibleDescription(/Enter a duration such as 3d, 2h, 15m or 1d2h/);
  // Less than a session's idle time, so the operator's own session goes on.
  await duration.fill('10m');
  await page.getByRole('button', { name: 'Forward' }).click();
  await expect(page.getByText('Moved forward by 10 minutes from the real time.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /The portal's clock now shows/ })).toBeAttached();
  await expect(banner).toHaveText(BANNER);
  const moved = (await banner.textContent()) ?? '';
  await expectAccessible(page);

  // Signed out too (demonstrations of a link's expiry happen there): the login page shows the same banner.
  const employee = await browser.newContext();
  const visit = await employee.newPage();
  await visit.goto('/');
  await acceptCookies(visit);
  const employeeBanner = visit.getByRole('complementary', { name: 'Demo clock' });
  await expect(employeeBanner).toHaveText(BANNER);
  await expectAccessible(visit);
  await submitCredentials(visit, 'probation@demo.test', DEMO_PASSWORD);
  // Robin lands on the home page, or on the new terms when the console's content journey has published some.
  await expect(
    visit.getByRole('heading', { name: /Welcome, Robin|We have updated our terms/ }),
  ).toBeVisible();
  await expect(employeeBanner).toHaveText(BANNER);
  // The same moved date as the console's (the minute may have turned in between).
  expect((await employeeBanner.textContent())?.split(',')[0]).toBe(moved.split(',')[0]);
  await expectAccessible(visit);

  await page.getByRole('button', { name: 'Reset the clock' }).click();
  await expect(page.getByText('This is the real time: the clock is not moved.')).toBeVisible();
  await expect(banner).toBeHidden();
  await visit.reload();
  await expect(
    visit.getByRole('heading', { name: /Welcome, Robin|We have updated our terms/ }),
  ).toBeVisible();
  await expect(employeeBanner).toBeHidden();
  await employee.close();

  // A move of days ends the operator's own session (as 15 idle minutes would): the console's sign-in says so.
  await duration.fill('2d');
  await page.getByRole('button', { name: 'Forward' }).click();
  await expect(page.getByText(/Moving it that far ended your session too/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console areas' })).toBeHidden();
  await expect(banner).toHaveText(BANNER);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/console-clock-signed-out.png', fullPage: true });
});
