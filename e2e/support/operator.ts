/**
 * Signing in as the demo's platform administrator (admin@platform.test), whose second factor every console
 * journey and the masquerade journey share. The server takes each 30-second step's code once, and never an
 * older step's after a newer one's: journeys that sign in within the same half-minute (in parallel, or one just
 * after another) would be refused the code. So a refused code is followed by the next step's, and then by a wait
 * for the clock's next step, as a person would wait for their authenticator app's next code.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { tenantUrl } from './fixtures.ts';
import { acceptCookies, DEMO_PASSWORD, submitCredentials } from './sign-in.ts';
import { TOTP_SECRETS, totpCode } from './two-factor.ts';

const STEP_MS = 30_000;
const MAX_WAITS = 4;

/** Fills the six boxes at once (pasting, as the boxes allow), whatever they held, and sends the code: taken? */
async function sendCode(page: Page, code: string): Promise<boolean> {
  const first = page
    .getByRole('group', { name: 'Authentication code' })
    .getByRole('textbox', { name: 'Digit 1 of 6' });
  await first.evaluate((input, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
  const answered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/login/mfa' && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Login' }).click();
  return (await answered).ok();
}

/**
 * On the code step after the administrator's password: enters a code the server takes, and waits until `signedIn`
 * is visible.
 */
export async function enterOperatorCode(page: Page, signedIn: Locator): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Enter your authentication code' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
  // Now's code, then the next step's; after that the next step's again each time the clock reaches a new step,
  // while other journeys may be taking the same steps (four half-minutes at most).
  let taken =
    (await sendCode(page, totpCode(TOTP_SECRETS.admin))) ||
    (await sendCode(page, totpCode(TOTP_SECRETS.admin, 1)));
  for (let wait = 1; !taken && wait <= MAX_WAITS; wait++) {
    test.info().setTimeout(test.info().timeout + STEP_MS);
    await page.waitForTimeout(STEP_MS - (Date.now() % STEP_MS) + 500);
    taken = await sendCode(page, totpCode(TOTP_SECRETS.admin, 1));
  }
  expect(taken, "the administrator's code was refused at every step").toBe(true);
  await expect(signedIn).toBeVisible();
}

/** The administrator signed in on the platform's host, in the console (its areas' navigation shown). */
export async function signInToConsole(page: Page): Promise<void> {
  await page.goto(tenantUrl('platform', '/'));
  await acceptCookies(page);
  await submitCredentials(page, 'admin@platform.test', DEMO_PASSWORD);
  await enterOperatorCode(page, page.getByRole('navigation', { name: 'Console areas' }));
}
