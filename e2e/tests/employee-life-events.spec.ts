/**
 * The employer's life events (issue 33): Kim reports a divorce with its certificate; Sam finds it from the
 * dashboard by name, type and status, downloads the evidence as Kim sent it, voids the event with a reason, and
 * Kim is told by e-mail and on her life events page; the life-event report opens beside the list. Kim is in no
 * other journey, so her event changes nobody else's.
 */
import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { openDashboardSection } from '../support/dashboard.ts';
import { signIn } from '../support/sign-in.ts';

const KIM = 'approver@demo.test';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 32)]);
const REASON = 'The decree absolute is for another person';

/** Yesterday in the UK, as its day, month and year boxes take it. */
function yesterday(): [string, string, string] {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  const [year, month, day] = date.toISOString().slice(0, 10).split('-') as [string, string, string];
  return [day, month, year];
}

test.describe.configure({ mode: 'serial' });

test('Kim reports a divorce with the decree as evidence', async ({ page }) => {
  await signIn(page, KIM, 'Kim');
  await page.goto('/app/home/my-profile/life-events/');
  await page.getByRole('button', { name: 'Report a life event' }).click();
  const panel = page.getByRole('dialog', { name: 'Report a life event' });
  await panel.getByLabel('What happened').selectOption({ label: 'Divorce or dissolution' });
  const [day, month, year] = yesterday();
  await panel.getByRole('textbox', { name: 'Day' }).fill(day);
  await panel.getByRole('textbox', { name: 'Month' }).fill(month);
  await panel.getByRole('textbox', { name: 'Year' }).fill(year);
  await panel
    .getByLabel('Evidence')
    .setInputFiles({ name: 'decree.pdf', mimeType: 'application/pdf', buffer: PDF });
  await panel.getByRole('button', { name: 'Report life event' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('list', { name: 'Your life events' })).toContainText('Divorce or dissolution');
});

test('Sam finds it, downloads the evidence and voids it with a reason; Kim is told', async ({
  page,
  request,
}) => {
  // The file goes through the browser's download, as in browsers that cannot write to a chosen file.
  await page.addInitScript(() => {
    delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
  });
  await signIn(page, 'employer@demo.test', 'Sam');
  await openDashboardSection(page, 'Employee life events');
  await expect(page.getByRole('heading', { level: 1, name: 'Employee life events' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Life events' }).locator('tbody tr')).toHaveCount(10);
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('adeyemi');
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Divorce or dissolution' });
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Open' });
  await expect(page).toHaveURL(/search=adeyemi.*type=.*status=open/);
  const table = page.getByRole('table', { name: 'Life events matching your search' });
  const row = table.getByRole('row', { name: /Kim Adeyemi/ });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(row).toContainText('Divorce or dissolution');

  const saved = page.waitForEvent('download');
  await row.getByRole('button', { name: 'Download decree.pdf, evidence from Kim Adeyemi' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe('decree.pdf');
  expect(await readFile(await download.path())).toEqual(PDF);

  await row.getByRole('button', { name: 'Void Divorce or dissolution of Kim Adeyemi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Void this life event?' });
  await dialog.getByRole('button', { name: 'Void life event' }).click();
  await expect(dialog.getByText('Please give a reason for voiding this life event')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(REASON);
  await dialog.getByRole('button', { name: 'Void life event' }).click();
  await expect(dialog).toBeHidden();
  // Voided, it leaves the open ones; among the voided it shows the reason.
  await expect(table.locator('tbody tr')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Voided' });
  await expect(page.getByRole('row', { name: /Kim Adeyemi/ })).toContainText(`Voided: ${REASON}`);

  await page.getByRole('button', { name: 'Life event report' }).click();
  await expect(page.getByRole('dialog', { name: /life event report/i })).toBeVisible();
  await expectAccessible(page);

  await expect
    .poll(async () => {
      const mail = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(KIM)}`);
      const { messages } = (await mail.json()) as { messages: { subject: string }[] };
      return messages.map((message) => message.subject);
    })
    .toContain('Your life event was voided: Divorce or dissolution');
});

test('Kim reads the reason on her life events page', async ({ page }) => {
  await signIn(page, KIM, 'Kim');
  await page.goto('/app/home/my-profile/life-events/');
  await expect(page.getByRole('list', { name: 'Your life events' })).toContainText(
    `Your employer voided this event: ${REASON}`,
  );
});
