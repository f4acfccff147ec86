/**
 * The employer's employee data (issue 19), as the demo seeds it: Sam finds a roster employee by part of a
 * surname typed without its accent, narrows to those not activated, sorts by surname, opens the record and
 * resends the welcome e-mail (it reaches the demo mailbox); then downloads the list as a spreadsheet and it
 * holds the same rows. Only Jack Núñez's seeded activation link is replaced; no other journey uses it.
 */
import ExcelJS from 'exceljs';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { tabTo } from '../support/keyboard.ts';
import { openDashboardSection } from '../support/dashboard.ts';
import { signIn } from '../support/sign-in.ts';

const JACK = 'jack.nunez.112@staff.demo.test';

test('Sam finds Jack Núñez by "nune", filters, sorts, opens the record and resends the welcome e-mail', async ({
  page,
  request,
}) => {
  await signIn(page, 'employer@demo.test', 'Sam');
  await openDashboardSection(page, 'Employee data');
  await expect(page.getByRole('heading', { level: 1, name: 'Employee data' })).toBeVisible();
  await expect(page.getByText(/% of employees registered \(\d+ of \d+\)/)).toBeVisible();
  await expectAccessible(page);

  // Keyboard only, from here.
  await tabTo(page, 'Search by name, email or employee number');
  await page.keyboard.type('nune');
  const table = page.getByRole('table', { name: 'Employees matching your search' });
  await expect(table.getByRole('row', { name: /Núñez, Jack/ })).toBeVisible();
  await expect(page).toHaveURL(/search=nune/);
  await tabTo(page, 'Account');
  // A closed select chooses by its options' first letters: N for "Not activated".
  await page.keyboard.press('n');
  await expect(page.getByRole('combobox', { name: 'Account' })).toHaveValue('no');
  await expect(page).toHaveURL(/activated=no/);
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await tabTo(page, /^Name/);
  await page.keyboard.press('Enter');
  await expect(table.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=-surname/);
  await tabTo(page, 'Núñez, Jack');
  await page.keyboard.press('Enter');

  const panel = page.getByRole('dialog', { name: 'Employee record' });
  await expect(panel.getByRole('heading', { name: 'Jack Núñez' })).toBeVisible();
  await expect(panel.getByText(JACK)).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, 'Resend welcome email');
  await page.keyboard.press('Enter');
  await expect(
    panel.getByText(`A new welcome email is on its way to ${JACK}.`, { exact: false }),
  ).toBeVisible();
  await expect
    .poll(async () => {
      const mail = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(JACK)}`);
      const { messages } = (await mail.json()) as { messages: { links: string[] }[] };
      return messages.some((message) => message.links.some((link) => link.includes('/activation/')));
    })
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Núñez, Jack' })).toBeFocused();
});

test('the downloaded employee list opens as a spreadsheet with the rows the page shows', async ({ page }) => {
  // The file goes through the browser's download, as in browsers that cannot write to a chosen file.
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
  await signIn(page, 'employer@demo.test', 'Sam');
  await page.goto('/app/employee-data/?search=nune');
  const rows = page.getByRole('table', { name: 'Employees matching your search' }).locator('tbody tr');
  await expect(rows).toHaveCount(10);
  const shown = await rows.locator('td:nth-child(3)').allTextContents();

  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel (XLSX)' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^demo-employees-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).values).toContain('Email');
  const emails: string[] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) emails.push(String(row.getCell(4).value));
  });
  expect(emails).toEqual(shown);
});

test('Sam reads engagement and insights: each chart has a table of the same numbers', async ({ page }) => {
  await signIn(page, 'employer@demo.test', 'Sam');
  await page.goto('/app/dashboard/');
  const card = page.getByRole('region', { name: 'Sign-ins' });
  await expect(card.getByText(/signed in during the last 30 days/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Employee engagement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Employee engagement' })).toBeVisible();
  await expect(
    page.getByRole('img', { name: /Employees registered by the end of each month/ }),
  ).toBeVisible();
  const byMonth = page.getByRole('table', { name: 'Registration by month, oldest first' });
  await expect(byMonth.locator('tbody tr')).toHaveCount(12);
  await expect(
    page.getByRole('button', { name: /^Send to \d+ employees who have not registered$/ }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.goto('/app/dashboard/employee-insights/');
  const signIns = page.getByRole('table', { name: 'Sign-ins, newest first' });
  await expect(signIns.locator('tbody tr')).toHaveCount(90);
  await page
    .getByRole('combobox', { name: 'Show sign-ins' })
    .selectOption({ label: 'By week (last 13 weeks)' });
  await expect(signIns.locator('tbody tr')).toHaveCount(13);
  await expect(page.getByRole('table', { name: 'Sign-ins in the last 30 days by device' })).toContainText(
    'Desktop',
  );
  await expectAccessible(page);
});

test('Sam reads the take-up of each benefit, opens Dental Insurance and all its figures', async ({
  page,
}) => {
  await signIn(page, 'employer@demo.test', 'Sam');
  await page.goto('/app/dashboard/');
  await page
    .getByRole('region', { name: 'Benefit take-up' })
    .getByRole('link', { name: 'Benefit take-up' })
    .click();
  const table = page.getByRole('table', { name: 'Take-up by benefit' });
  await expect(table.locator('tbody tr')).toHaveCount(12);
  await expect(page.getByRole('img', { name: /the highest take-up is/ })).toBeVisible();
  await expectAccessible(page);
  await table.getByRole('button', { name: 'Dental Insurance' }).click();
  const panel = page.getByRole('dialog', { name: 'Benefit take-up' });
  await expect(panel.getByText(/eligible employees have it/)).toBeVisible();
  await expectAccessible(page);
  await panel.getByRole('link', { name: 'All figures for Dental Insurance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dental Insurance take-up' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Eligible employees and take-up by location' })).toContainText(
    'Glasgow',
  );
  await expectAccessible(page);
});
