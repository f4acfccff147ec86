/**
 * The bulk welcome e-mail (issue 19) replaces every seeded activation link (Riley's demo link among them), so it
 * runs after the journeys of its lane that use one. Sam e-mails everyone who has not registered; the mail reaches the demo mailbox.
 */
import { expect, expectAccessible, test } from '../../support/fixtures.ts';
import { signIn } from '../../support/sign-in.ts';

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
  // No one of them was sent one within the hour on this lane's portal, so none is skipped.
  expect(sent).toBe(count);
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
