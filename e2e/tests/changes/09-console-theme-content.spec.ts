/**
 * The operator console's Theme editor and Content areas (issue 35), end to end on the real server: an operator
 * changes a client's theme with a contrast fix and the client's login page shows it; an operator publishes new
 * terms and an employee meets the new-terms screen at their next visit. Both change a tenant for good, so they
 * run in the lane of journeys that change the demo world (playwright.config.ts).
 */
import { signInToConsole } from '../../support/operator.ts';
import { expect, expectAccessible, tenantUrl, test } from '../../support/fixtures.ts';
import { acceptCookies, DEMO_PASSWORD, submitCredentials } from '../../support/sign-in.ts';

test('an operator changes a theme with a contrast fix and the tenant’s login page shows it', async ({
  page,
}) => {
  await signInToConsole(page);
  await page
    .getByRole('navigation', { name: 'Console areas' })
    .getByRole('link', { name: 'Theme editor' })
    .click();
  await page.getByRole('textbox', { name: 'Client sub-domain' }).fill('northwind');
  await page.getByRole('button', { name: 'Open the theme' }).click();
  await expect(page.getByRole('heading', { name: 'Theme of Northwind Traders' })).toBeVisible();

  const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
  await primary.fill('#7fd1ff');
  // Checked as it is chosen: the message by the field names the nearest colour that passes.
  await expect(page.getByText(/Text in #7fd1ff on white has a contrast of 1\.\d\d:1/)).toBeVisible();
  const fix = page.getByRole('button', { name: /^Use #[0-9a-f]{6}$/ });
  const fixed = (await fix.textContent())!.replace('Use ', '').trim();
  await fix.click();
  await expect(primary).toHaveValue(fixed);
  await expect(page.getByText(/passes WCAG AA/).first()).toBeVisible();
  // The preview paints the fixed colour.
  await expect(page.getByTestId('preview-card').getByText('Manage')).toHaveCSS(
    'background-color',
    rgbOf(fixed),
  );
  await page.getByRole('textbox', { name: 'Benefit brand name' }).fill('Northwind Perks');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(
    page.getByText('The theme of Northwind Traders is saved and published.').first(),
  ).toBeVisible();

  // The client's employees see it at once: a fresh visit to its login page.
  const visitor = await page.context().browser()!.newContext();
  const login = await visitor.newPage();
  await login.goto(tenantUrl('northwind', '/'));
  await expect(login.getByRole('contentinfo')).toHaveCSS('background-color', rgbOf(fixed));
  await expect(login.getByRole('link', { name: 'Northwind Perks home' })).toBeVisible();
  await visitor.close();
});

test('an operator publishes new terms and an employee meets the new-terms screen', async ({
  page,
  browser,
}) => {
  await signInToConsole(page);
  await page
    .getByRole('navigation', { name: 'Console areas' })
    .getByRole('link', { name: 'Content' })
    .click();
  await page.getByRole('textbox', { name: 'Client sub-domain' }).fill('demo');
  await page.getByRole('button', { name: 'Open the content' }).click();
  await expect(page.getByRole('heading', { name: 'Content of Demo Ltd' })).toBeVisible();

  const terms = page.getByRole('textbox', { name: 'Text of the Terms and conditions' });
  await terms.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('From 1 December the scheme year starts in April.');
  await page.getByRole('button', { name: 'Publish a new version of the terms and conditions' }).click();
  // No reason: refused by the field, nothing published.
  await expect(page.getByText('Please give a reason for this change')).toBeVisible();
  await page
    .getByRole('textbox', { name: 'Reason for the change' })
    .first()
    .fill('The scheme year now starts in April');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Publish a new version of the terms and conditions' }).click();
  await expect(page.getByText(/Terms and conditions: version \d+ is published\./).first()).toBeVisible();

  // Robin's password is as seeded: this project runs after the journeys that change Alex's for good.
  const employee = await browser.newContext();
  const visit = await employee.newPage();
  await visit.goto('/');
  await acceptCookies(visit);
  await submitCredentials(visit, 'probation@demo.test', DEMO_PASSWORD);
  await expect(visit.getByRole('heading', { name: 'We have updated our terms' })).toBeVisible();
  await expect(visit.getByText('From 1 December the scheme year starts in April.')).toBeVisible();
  await expectAccessible(visit);
  await employee.close();
});

function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
