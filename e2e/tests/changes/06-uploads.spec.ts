/**
 * Roster uploads (issue 20): Sam uploads a file with one new starter, one leaver and one bad row, reads what it
 * would change and its effect on benefits, confirms the valid rows, finds the new starter in the list, then undoes the upload.
 */
import { expect, expectAccessible, test } from '../../support/fixtures.ts';
import { signIn } from '../../support/sign-in.ts';

const HEADERS = [
  'Employee number',
  'First name',
  'Surname',
  'Email',
  'Date of birth',
  'Start date',
  'Probation end date',
  'Leave date',
  'Annual salary (GBP)',
  'Weekly hours',
  'Contract type',
  'Tax region',
  'Location',
];
const ROWS = [
  // A roster employee (Olivia Young, as the demo seeds her) leaving; undo puts her back.
  [
    'DL1002',
    'Olivia',
    'Young',
    'olivia.young.2@staff.demo.test',
    '23/08/1977',
    '13/12/2012',
    '',
    '31/12/2026',
    '32000',
    '37.5',
    'permanent',
    'England and Northern Ireland',
    'Leeds',
  ],
  [
    'DL9501',
    'Noor',
    'Haddad',
    'noor.haddad@staff.demo.test',
    '02/05/1994',
    '01/12/2026',
    '',
    '',
    '34000',
    '37.5',
    'permanent',
    'England and Northern Ireland',
    'Leeds',
  ],
  [
    'DL9502',
    'Bad',
    'Date',
    'bad.date@staff.demo.test',
    '',
    '31/02/2026',
    '',
    '',
    '30000',
    '37.5',
    'permanent',
    'Wales',
    '',
  ],
];

test('Sam uploads a roster file, confirms the valid rows, then undoes it', async ({ page }) => {
  await signIn(page, 'employer@demo.test', 'Sam');
  await page.goto('/app/employee-data/');
  await page.getByRole('button', { name: 'Upload employee data' }).click();
  const panel = page.getByRole('dialog', { name: 'Upload employee data' });
  await expect(panel.getByText(/^(Last upload: |The roster has not been changed)/)).toBeVisible();
  await expectAccessible(page);

  const csv = [HEADERS, ...ROWS].map((row) => row.join(',')).join('\r\n');
  await panel
    .getByLabel('Choose a CSV or Excel file, or drop it here')
    .setInputFiles({ name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const counts = panel.getByRole('table', { name: 'What the file would change' });
  await expect(counts.getByRole('row', { name: /New employees/ })).toContainText('1');
  await expect(counts.getByRole('row', { name: /Leaving/ })).toContainText('1');
  await expect(counts.getByRole('row', { name: /With problems/ })).toContainText('1');
  await expect(panel.getByRole('table', { name: 'Rows with problems' })).toContainText(
    'Start date must be a date written dd/mm/yyyy',
  );
  await expect(panel.getByRole('table', { name: 'New employees' })).toContainText('Noor Haddad (DL9501)');
  await panel.getByLabel('Show').selectOption({ label: 'Leaving (1)' });
  await expect(panel.getByRole('table', { name: 'Leaving' })).toContainText(
    'Leave date: (blank) to 31/12/2026',
  );
  // Demo Ltd has the eligibility-impact variant: the leaver loses what they could choose, the starter gains.
  const impact = panel.getByRole('table', { name: 'People whose benefits would change' });
  await expect(impact.getByRole('row', { name: /Olivia Young \(DL1002\)/ })).toContainText('Life Assurance');
  await expect(impact.getByRole('row', { name: /Noor Haddad \(DL9501\)/ })).toContainText('Life Assurance');
  await expectAccessible(page);
  await panel.getByRole('checkbox', { name: 'Send welcome e-mails to the new employees' }).check();
  await panel.getByRole('button', { name: 'Confirm the valid rows only' }).click();
  await expect(panel.getByText('Your file has been uploaded successfully')).toBeVisible();
  await expect(panel.getByText(/^Last upload: /)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/app/employee-data/?search=haddad');
  await expect(page.getByRole('button', { name: 'Haddad, Noor' })).toBeVisible();
  await page.getByRole('button', { name: 'Upload employee data' }).click();
  await panel.getByRole('button', { name: 'Undo the last upload' }).click();
  const undo = page.getByRole('dialog', { name: 'Undo the last upload' });
  await undo.getByRole('button', { name: 'Undo it' }).click();
  await expect(panel.getByText('The last upload was undone.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/app/employee-data/?search=haddad');
  await expect(page.getByText('No employee matches your search.')).toBeVisible();
  await page.goto('/app/employee-data/?search=olivia.young');
  await expect(page.getByRole('button', { name: 'Young, Olivia' })).toBeVisible();
});
