/**
 * Statements, total reward and childcare vouchers (issue 18), as the demo seeds them: payroll has run for the
 * seven months up to last month. Alex opens the Dental Insurance statement; the total reward page shows the
 * card's total; Taylor (a leaver) sees only the voucher balance; Sam opens voucher management and the frame
 * shows his saved order. Nothing here changes the demo's data.
 */
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { signIn } from '../support/sign-in.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'October 2026' when run in November 2026: the newest month payroll has run. */
function lastMonth(): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  return month === 1 ? `December ${year - 1}` : `${MONTHS[month - 2]} ${year}`;
}

test('Alex opens the Dental Insurance statement: seven months, newest first, with a chart of the same numbers', async ({
  page,
}) => {
  await signIn(page, 'employee@demo.test', 'Alex');
  await page.goto('/app/my-benefits/5/manage');
  await page.getByRole('button', { name: 'Health statement' }).click();
  const panel = page.getByRole('dialog', { name: 'Statement' });
  const table = panel.getByRole('table', { name: 'Monthly contributions to Health, newest first' });
  const months = table.locator('tbody tr');
  await expect(months).toHaveCount(7);
  await expect(months.first()).toContainText(lastMonth());
  await expect(months.first()).toContainText('£26.40');
  await expect(table.locator('tfoot')).toContainText('£184.80');
  await expect(
    panel.getByRole('img', { name: /Monthly contributions to Health\. 7 months from/ }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Health statement' })).toBeFocused();
});

test("the total reward page shows the same total as the home page's card", async ({ page }) => {
  await signIn(page, 'employee@demo.test', 'Alex');
  const card = page.getByRole('region', { name: 'Your total reward' });
  await expect(card).toBeVisible();
  const total = (await card.locator('p').first().textContent())!.trim();
  expect(total).toMatch(/^£[\d,]+\.\d\d$/);
  await card.getByRole('link', { name: 'See your total reward statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your total reward' })).toBeVisible();
  await expect(page.getByText(`Total reward: ${total}`)).toBeVisible();
  await expect(page.getByRole('table', { name: /^Financial: worth/ })).toContainText(
    'Pension Salary Exchange',
  );
  await expect(page.getByRole('img', { name: /What your benefits are worth, by category/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Monthly statement for Protection' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Statement' }).getByRole('table', { name: /Protection/ }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Compare years' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your total reward by year' })).toBeVisible();
  await page.getByLabel('Show').selectOption('compare');
  await expect(
    page.getByRole('status').filter({ hasText: 'Comparing needs two scheme years with statements' }),
  ).toHaveText('Comparing needs two scheme years with statements; you have one so far.');
  await expectAccessible(page);
});

test('Taylor, who has left, sees only the childcare voucher balance of £418.50', async ({ page }) => {
  await signIn(page, 'leaver@demo.test', 'Taylor');
  const vouchers = page.getByRole('region', { name: 'Your childcare vouchers' });
  await expect(vouchers).toContainText('£418.50');
  await expect(vouchers).toContainText('How to spend your vouchers');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My benefits' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your total reward' })).toHaveCount(0);
  await expectAccessible(page);
});

test('Sam opens childcare voucher management and the frame shows his saved order', async ({ page }) => {
  await signIn(page, 'employer@demo.test', 'Sam');
  await page.goto('/app/dashboard/');
  await page.getByRole('link', { name: 'Childcare voucher management' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Childcare voucher management' })).toBeVisible();
  const frameElement = page.locator('iframe[title^="Childcare voucher management"]');
  await expect(frameElement).toHaveCSS('min-height', /px$/);
  const height = await frameElement.evaluate((element) => element.getBoundingClientRect().height);
  expect(height).toBeGreaterThanOrEqual(0.9 * page.viewportSize()!.height - 1);
  expect(await frameElement.getAttribute('src')).toMatch(/^\/voucher-management\?bearerToken=/);
  const frame = page.frameLocator('iframe[title^="Childcare voucher management"]');
  const saved = frame.getByRole('table', { name: 'Orders saved but not yet placed' });
  await expect(saved).toContainText('Taylor Reed');
  await expect(saved).toContainText('Little Acorns Nursery');
  await expect(saved).toContainText('£120.00');
  await expect(frame.getByText(/Next voucher date: \d\d\.\d\d\.\d\d/)).toBeVisible();
  await expectAccessible(page);
});
