/**
 * An employer reads their own client's audit trail (issue 35): Sam opens it from the dashboard, finds their own
 * sign-in by kind and e-mail, and downloads the same events as CSV.
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

test('an employer reads and downloads their own audit trail', async ({ page }) => {
  await signIn(page, 'employer@demo.test', 'Sam');
  await page.goto('/app/dashboard/');
  await page.getByRole('link', { name: 'Audit trail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  // The client is fixed to the employer's own: no client filter, no client column.
  await expect(page.getByRole('textbox', { name: 'Client sub-domain' })).toHaveCount(0);
  const events = page.getByRole('table', { name: 'Audit events' });
  await expect(events.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Who (e-mail)' }).fill('employer@demo.test');
  await page.getByRole('textbox', { name: /^Kind/ }).fill('login.succeeded');
  await page.getByRole('button', { name: 'Show events' }).click();
  await expect(events.getByRole('row', { name: /login\.succeeded/ }).first()).toContainText(
    'employer@demo.test',
  );
  await expect(events.getByRole('row', { name: /admin@platform\.test/ })).toHaveCount(0);
  await expectAccessible(page);

  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^audit-trail-demo-\d{4}-\d\d-\d\d\.csv$/);
  const [header, ...lines] = fs
    .readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header).toBe('When (UTC),Kind,Client,Actor,Reason,Detail,IP address');
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((line) => /^[^,]+,login\.succeeded,demo,employer@demo\.test,/.test(line))).toBe(true);
});
