/**
 * Reports (issue 20): Sam downloads October's payroll report and it lists Alex's pension deduction, then the
 * same month in Sage 50 Payroll's layout; then chooses two months and downloads them together as one ZIP.
 */
import fs from 'node:fs';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { signIn } from '../support/sign-in.ts';

test.beforeEach(async ({ page }) => {
  // The file goes through the browser's download, as in browsers that cannot write to a chosen file.
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
});

test("October's payroll report lists Alex's pension deduction", async ({ page }) => {
  await signIn(page, 'employer@demo.test', 'Sam');
  await page.goto('/app/dashboard/');
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  const payroll = page.getByRole('table', { name: 'Payroll reports' });
  await expect(payroll.getByRole('row', { name: /October 2026/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Choose a payroll report' }).click();
  const panel = page.getByRole('dialog', { name: 'Payroll report' });
  await panel.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'October' });
  await expectAccessible(page);
  const saved = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'CSV' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe('demo-payroll-2026-10.csv');
  const text = fs.readFileSync(await download.path(), 'utf8');
  const alexPension = text
    .split('\r\n')
    .find((line) => line.includes('DL0001') && line.includes('Pension Salary Exchange'));
  expect(alexPension).toMatch(
    /^2026-10,[\d-]+,DL0001,Morgan,Alex,Pension Salary Exchange,Continue,\d+\.\d\d,/,
  );

  // The same month in Sage 50 Payroll's layout: one line per employee, a column per benefit.
  await panel
    .getByRole('combobox', { name: 'Payroll layout' })
    .selectOption({ label: 'Sage 50 Payroll import' });
  const sage = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'CSV' }).click();
  const sageFile = await sage;
  expect(sageFile.suggestedFilename()).toBe('demo-payroll-sage50-2026-10.csv');
  const [header, ...lines] = fs
    .readFileSync(await sageFile.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
  expect(header).toMatch(/^Reference,Surname,Forename,.*Pension Salary Exchange/);
  expect(lines.filter((line) => line.startsWith('DL0001,Morgan,Alex,'))).toHaveLength(1);
});

test('two months of payroll download together as one ZIP', async ({ page }) => {
  await signIn(page, 'employer@demo.test', 'Sam');
  await page.goto('/app/reporting/');
  const payroll = page.getByRole('table', { name: 'Payroll reports' });
  await payroll.getByRole('checkbox', { name: 'Choose October 2026' }).check();
  await payroll.getByRole('checkbox', { name: 'Choose September 2026' }).check();
  const section = page.getByRole('region', { name: 'Payroll reports' });
  await expect(section.getByText('2 reports chosen')).toBeVisible();
  const saved = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download chosen as ZIP (CSV files)' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^demo-reports-\d{4}-\d{2}-\d{2}\.zip$/);
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.includes('demo-payroll-2026-10.csv')).toBe(true);
  expect(bytes.includes('demo-payroll-2026-09.csv')).toBe(true);
});
