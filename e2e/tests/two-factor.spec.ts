/** Two-factor sign-in with a code (mfa@demo.test): codes computed from the demo secret, as an app would. */
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { acceptCookies, submitCredentials, DEMO_PASSWORD } from '../support/sign-in.ts';
import { TOTP_SECRETS, totpCode } from '../support/two-factor.ts';

test('mfa@demo.test is asked for a code; a wrong one shows the server line, the right one signs in', async ({
  page,
}) => {
  await page.goto('/');
  await acceptCookies(page);
  await submitCredentials(page, 'mfa@demo.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Enter your authentication code' })).toBeVisible();
  const digits = page.getByRole('group', { name: 'Authentication code' });
  await expect(digits.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();
  await expectAccessible(page);

  const right = totpCode(TOTP_SECRETS.mfa);
  const wrong = right === '000000' ? '111111' : '000000';
  await page.keyboard.type(wrong);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).not.toBeEmpty();
  await expect(digits.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeFocused();

  // Pasting six digits into the first box fills every box.
  const first = digits.getByRole('textbox', { name: 'Digit 1 of 6' });
  await first.evaluate((input, code) => {
    const data = new DataTransfer();
    data.setData('text/plain', code);
    input.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, right);
  await expect(digits.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue(right[5]!);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan' })).toBeVisible();
});
