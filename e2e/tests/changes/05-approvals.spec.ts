/**
 * Approvals (issue 20): Sam approves Alex's Cycle to Work (pending since 01-selections.spec.ts, which runs before)
 * and Alex is e-mailed; then Sam rejects a roster employee's Buy Holiday with a reason. Runs late, after the
 * journeys that need Alex's request still pending.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from '../../support/fixtures.ts';
import { signIn } from '../../support/sign-in.ts';

async function subjectsTo(request: APIRequestContext, to: string): Promise<string[]> {
  const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as { messages: { subject: string }[] };
  return messages.map((message) => message.subject);
}

test("Sam approves Alex's Cycle to Work, and Alex is told by e-mail", async ({ page, request }) => {
  await signIn(page, 'employer@demo.test', 'Sam');
  await page.goto('/app/dashboard/');
  const card = page.getByRole('region', { name: 'Approvals' });
  await expect(card).toContainText(/\d+ selections are awaiting approval/);
  await card.getByRole('link', { name: 'Approve selections' }).click();
  const benefits = page.getByRole('table', { name: 'Benefits with selections awaiting approval' });
  await expectAccessible(page);
  await benefits.getByRole('link', { name: 'Cycle to Work' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cycle to Work - Selections awaiting approval' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Approve' }).click();
  const nothing = page.getByRole('dialog', { name: 'Approve selections' });
  await expect(nothing).toContainText('No selections to approve, please review your choice');
  await nothing.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: "View Alex Morgan's selection" }).click();
  const panel = page.getByRole('dialog', { name: 'Selection awaiting approval' });
  await expect(panel).toContainText('£1,200');
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  await page.getByRole('checkbox', { name: "Select Alex Morgan's selection" }).check();
  await page.getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve selections' });
  await expect(confirm).toContainText('Are you sure you would like to approve these selections?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard\/$/);
  await expect(page.getByRole('paragraph').filter({ hasText: /^1 selection approved\.$/ })).toBeVisible();
  await expect
    .poll(() => subjectsTo(request, 'employee@demo.test'))
    .toContain('Your Cycle to Work request is approved');
});

test('Sam rejects a Buy Holiday request with a reason, which the employee reads', async ({
  page,
  request,
}) => {
  await signIn(page, 'employer@demo.test', 'Sam');
  await page.goto('/app/dashboard/approve-selections/');
  await page
    .getByRole('table', { name: 'Benefits with selections awaiting approval' })
    .getByRole('link', { name: 'Buy Holiday' })
    .click();
  const table = page.getByRole('table', { name: 'Buy Holiday selections awaiting approval' });
  // Sam's own request is listed too, but an approver never decides their own: choose someone else's.
  const box = table.getByRole('checkbox', { name: /^Select (?!Sam Patel).+'s selection$/ }).first();
  const name = (await box.getAttribute('aria-label'))!.replace(/^Select (.+)'s selection$/, '$1');
  await box.check();
  await page.getByRole('button', { name: 'Reject' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reject selections' });
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(confirm.getByText('Please give a reason for the rejection')).toBeVisible();
  await expectAccessible(page);
  const reason = 'The team already has three weeks booked in August';
  await confirm.getByRole('textbox', { name: 'Reason for the rejection' }).fill(reason);
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('paragraph').filter({ hasText: /^1 selection rejected\.$/ })).toBeVisible();
  await expectAccessible(page);

  // The employee reads the reason in the e-mail that tells them (the newest messages of the tenant).
  await expect
    .poll(async () => {
      const response = await request.get('/dev/mailbox.json');
      const { messages } = (await response.json()) as {
        messages: { subject: string; text: string | null }[];
      };
      return messages.some(
        (message) =>
          message.subject === 'Your Buy Holiday request was not approved' &&
          message.text?.includes(reason) &&
          message.text.includes(name.split(' ')[0]!),
      );
    })
    .toBe(true);
});
