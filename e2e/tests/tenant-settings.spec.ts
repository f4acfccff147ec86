/**
 * Tenant-wide employer actions (issue 19), run alone after every other journey: two-factor enforcement changes how
 * everyone of Demo Ltd signs in (so it is turned off again before the test ends), and a bulk welcome e-mail
 * replaces every seeded activation link. Sam requires two-factor and Alex, signing in next, is taken to its
 * set-up; then Sam e-mails everyone who has not registered.
 */
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { acceptCookies, DEMO_PASSWORD, signIn, submitCredentials } from '../support/sign-in.ts';

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

test('Sam sends a new welcome e-mail to everyone who has not registered', async ({ page, request }) => {
  await signIn(page, 'employer@demo.test', 'Sam');
  await page.goto('/app/dashboard/employee-engagement/');
  const send = page.getByRole('button', { name: /^Send to \d+ employees who have not registered$/ });
  const count = Number((await send.textContent())!.match(/\d+/)![0]);
  await send.click();
  const dialog = page.getByRole('dialog', { name: 'Send welcome emails' });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send welcome emails' }).click();
  await expect(page.getByText(/welcome emails? (is|are) on (its|their) way/)).toBeVisible();
  const sent = Number(
    (await page.getByText(/welcome emails? (is|are) on (its|their) way/).textContent())!.match(/\d+/)![0],
  );
  // Jack Núñez was sent one within the hour (employee-data.spec.ts) and is skipped.
  expect(sent).toBeGreaterThanOrEqual(count - 1);
  await expect
    .poll(async () => {
      const mail = await request.get(
        `/dev/mailbox.json?to=${encodeURIComponent('uma.nunez.135@staff.demo.test')}`,
      );
      const { messages } = (await mail.json()) as { messages: { links: string[] }[] };
      return messages.some((message) => message.links.some((link) => link.includes('/activation/')));
    })
    .toBe(true);
});
