/**
 * Two-factor enforcement (issue 19) changes how everyone of Demo Ltd signs in, so it runs alone, once the
 * journeys that read the demo as seeded are done and before those that change accounts for good (Alex's
 * password among them), and turns enforcement off again before it ends. Sam requires two-factor; Alex,
 * signing in next, is taken to its set-up.
 */
import { expect, expectAccessible, test } from '../../support/fixtures.ts';
import { acceptCookies, DEMO_PASSWORD, signIn, submitCredentials } from '../../support/sign-in.ts';

test('Sam requires two-factor for Demo Ltd, and Alex is asked to set it up at the next sign-in', async ({
  page,
  browser,
}) => {
  await signIn(page, 'employer@demo.test', 'Sam');
  await page.goto('/app/dashboard/');
  await page.getByRole('link', { name: 'Platform settings' }).click();
  const toggle = page.getByRole('switch', { name: 'Require two-factor authentication for everyone' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('combobox', { name: 'Two-factor' }).selectOption('On');
  await page.getByRole('searchbox', { name: 'Search by name, email or employee number' }).fill('jordan');
  await expect(
    page
      .getByRole('table', { name: 'Two-factor authentication by employee' })
      .getByRole('row', { name: /Jordan Lee/ }),
  ).toContainText('On since');
  await expect(page).toHaveURL(/search=jordan&twoFactor=yes/);
  await expectAccessible(page);

  await toggle.focus();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Require two-factor authentication?' });
  await expect(dialog).toContainText('Everyone without two-factor authentication will have to set it up');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Require it' }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  try {
    const alexContext = await browser.newContext();
    const alex = await alexContext.newPage();
    await alex.goto('/');
    await acceptCookies(alex);
    await submitCredentials(alex, 'employee@demo.test', DEMO_PASSWORD);
    await expect(alex.getByRole('heading', { name: 'Set up two factor authentication' })).toBeVisible();
    await alexContext.close();
  } finally {
    await toggle.click();
    await page
      .getByRole('dialog', { name: 'Stop requiring two-factor authentication?' })
      .getByRole('button', { name: 'Stop requiring it' })
      .click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  }
});
