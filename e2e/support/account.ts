import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Types a date of birth into the three boxes of the date-of-birth input. */
export async function enterDateOfBirth(
  within: Pick<Page, 'getByRole'>,
  day: string,
  month: string,
  year: string,
): Promise<void> {
  const dob = within.getByRole('group', { name: 'Date of birth' });
  await dob.getByRole('textbox', { name: 'Day' }).fill(day);
  await dob.getByRole('textbox', { name: 'Month' }).fill(month);
  await dob.getByRole('textbox', { name: 'Year' }).fill(year);
}

/** Types a new password twice and waits until the server says every rule is met. */
export async function enterNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await expect(page.getByText('All password criteria met')).toBeVisible();
}

/** The newest link in the demo mailbox for an address that contains `fragment`, as a path on this portal. */
export async function latestMailedLink(
  request: APIRequestContext,
  to: string,
  fragment: string,
): Promise<string> {
  const response = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: { links: string[] }[] };
  const link = messages.flatMap((message) => message.links).find((candidate) => candidate.includes(fragment));
  expect(link, `a mailed link with ${fragment} for ${to}`).toBeDefined();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}
