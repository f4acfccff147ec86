/**
 * The operator console's Scheme years and windows area (issue 35): the platform administrator opens
 * Northwind's scheme years, sees a window that overlaps the closed March window refused by its open date, adds
 * a window in February 2027 opening the Health group only and sees it listed as not open yet, then has a
 * cut-off day and a pay day outside 1 to 28 and a missing reason refused by their fields in "Payroll and
 * windows" and saves the 15th with a reason; then adds the 2027 scheme year (a taken
 * number refused by its field first) and meets "make current" asking for a reason; axe clean at each step. It
 * changes Northwind's windows, cut-off day and years for good (2026 stays current), so it runs in a project
 * after the journeys that read them as seeded.
 */
import { signInToConsole } from '../../support/operator.ts';
import { expect, expectAccessible, test } from '../../support/fixtures.ts';

test('an operator adds an enrolment window to a client, an overlap refused by its field', async ({
  page,
}) => {
  await signInToConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Console areas' });
  await nav.getByRole('link', { name: 'Scheme years and windows' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Scheme years and windows' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Client sub-domain' }).fill('northwind');
  await page.getByRole('button', { name: 'Open scheme years' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Scheme years of Northwind Traders' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Scheme year 2026' })).toBeVisible();
  const windows = page.getByRole('table', { name: 'Enrolment windows of the scheme year 2026' });
  await expect(windows.getByRole('row')).toHaveCount(2);
  await expect(windows.getByRole('row').nth(1)).toContainText(/2 March 2026.*31 March 2026.*Closed/);
  await expectAccessible(page);

  const opensOn = page.getByLabel('Open date');
  const closesOn = page.getByLabel('Close date (the last day to choose)');
  await opensOn.fill('2026-03-20');
  await closesOn.fill('2026-04-10');
  await page.getByRole('button', { name: 'Add the window' }).click();
  await expect(opensOn).toHaveAccessibleDescription(
    /This window overlaps the window from 2 March 2026 to 31 March 2026/,
  );
  await expect(opensOn).toBeFocused();
  await expect(page.getByRole('alert')).toContainText('Check the fields marked below.');
  await expectAccessible(page);

  await opensOn.fill('2027-02-01');
  await closesOn.fill('2027-02-14');
  // Limited to one benefit group: the others wait for a window that opens them.
  const groups = page
    .getByRole('region', { name: 'Add a window' })
    .getByRole('group', { name: 'Benefit groups it opens' });
  await expect(groups).toHaveAccessibleDescription(/Tick none to open every group/);
  await groups.getByRole('checkbox', { name: 'Health' }).check();
  await page.getByRole('button', { name: 'Add the window' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'The window from 1 February 2027 to 14 February 2027 was added.' }),
  ).toBeAttached();
  await expect(windows.getByRole('row')).toHaveCount(3);
  await expect(windows.getByRole('row').nth(2)).toContainText(
    /1 February 2027.*14 February 2027.*Health.*Not open yet/,
  );
  await expect(windows.getByRole('row').nth(1)).toContainText('All groups');
  await expect(groups.getByRole('checkbox', { name: 'Health' })).not.toBeChecked();
  await expect(
    windows.getByRole('button', { name: 'Remove the window opening 1 February 2027' }),
  ).toBeVisible();
  await expect(opensOn).toHaveValue('');

  // Payroll and windows: a cut-off day and a pay day out of range, and no reason, each said by its field; then
  // the 15th saved with a reason, the pay day left on the last working day (Northwind's payroll stays as seeded).
  const schedule = page.getByRole('region', { name: 'Payroll and windows' });
  const cutOff = schedule.getByRole('textbox', { name: 'Cut-off day of the month' });
  await expect(cutOff).toHaveValue('10');
  await expect(schedule.getByRole('radio', { name: 'The last working day of the month' })).toBeChecked();
  await cutOff.fill('29');
  await schedule.getByRole('radio', { name: 'A day of the month' }).check();
  const payDay = schedule.getByRole('textbox', { name: 'Day of the month', exact: true });
  await payDay.fill('29');
  const save = schedule.getByRole('button', { name: 'Save payroll and windows' });
  await save.click();
  await expect(cutOff).toHaveAccessibleDescription(/Choose a day from 1 to 28/);
  await expect(cutOff).toBeFocused();
  await expect(payDay).toHaveAccessibleDescription(/Enter a day of the month from 1 to 28/);
  const why = schedule.getByRole('textbox', { name: 'Reason for the change' });
  await expect(why).toHaveAccessibleDescription(/Please give a reason for this change/);
  await expectAccessible(page);
  await cutOff.fill('15');
  await schedule.getByRole('radio', { name: 'The last working day of the month' }).check();
  await why.fill('The payroll provider now fixes deductions on the 15th');
  await save.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The payroll and windows of 2026 were saved.' }),
  ).toBeAttached();
  await expect(page.getByText('Day 15 of each month')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/console-scheme.png', fullPage: true });

  // The next scheme year, suggested from 2026's dates: a taken number is refused by its field first.
  const addYear = page.getByRole('region', { name: 'Add a scheme year' });
  const yearNumber = addYear.getByRole('textbox', { name: 'Year number' });
  await expect(yearNumber).toHaveValue('2027');
  await expect(addYear.getByLabel('Start date')).toHaveValue('2027-04-01');
  await expect(addYear.getByLabel('End date (the last day of the year)')).toHaveValue('2028-03-31');
  await yearNumber.fill('2026');
  await addYear.getByRole('button', { name: 'Add the scheme year' }).click();
  await expect(yearNumber).toHaveAccessibleDescription(/This client already has a scheme year 2026/);
  await expect(yearNumber).toBeFocused();
  await expectAccessible(page);
  await yearNumber.fill('2027');
  await addYear.getByRole('button', { name: 'Add the scheme year' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The scheme year 2027 was added.' }),
  ).toBeAttached();
  // The added year is shown, not current: making it current asks for a reason (left undone here, as the
  // catalogue journey after this one works in Northwind's current year).
  await expect(page.getByRole('heading', { level: 3, name: 'Scheme year 2027' })).toBeVisible();
  await expect(page.getByText('Not the current year')).toBeVisible();
  await page.getByRole('button', { name: 'Make 2027 the current year' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make 2027 the current scheme year?' });
  await dialog.getByRole('button', { name: 'Make it current' }).click();
  const reason = dialog.getByRole('textbox', { name: 'Reason for the change' });
  await expect(reason).toHaveAccessibleDescription(/Please give a reason for this change/);
  await expect(reason).toBeFocused();
  await expectAccessible(page);
  await dialog.getByText('Cancel', { exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Scheme year' })).toHaveValue('2027');
  await page.screenshot({ path: 'test-results/console-scheme-years.png', fullPage: true });
});
