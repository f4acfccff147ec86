import { expect, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';

/** The demo accounts' TOTP secrets (shared/demo-data.md). */
export const TOTP_SECRETS = {
  mfa: 'JBSWY3DPEHPK3PXP',
  admin: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU',
} as const;

/**
 * The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. The server accepts
 * one step either side of now, each step once and never an older one after a newer: a flow that needs several
 * codes in a row uses the steps -1, 0 and +1 in turn instead of waiting half a minute between them.
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/**
 * At the sign-in of someone whose tenant enforces two-factor: reads the key off the set-up page and enters two
 * codes in a row (steps -1 and 0), as an authenticator app would give them. Ends on the signed-in home page.
 * `onSetUpPage` runs once the set-up page shows (a journey's own checks of that page).
 */
export async function setUpEnforcedTwoFactor(
  page: Page,
  firstName: string,
  onSetUpPage?: () => Promise<void>,
): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Set up two factor authentication' })).toBeVisible();
  await onSetUpPage?.();
  const key = (await page
    .getByText(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/)
    .first()
    .textContent())!.replaceAll(' ', '');
  await page.getByRole('button', { name: 'Enter the code' }).click();
  await expect(page.getByRole('heading', { name: 'Enable two factor authentication' })).toBeVisible();
  const digits = page.getByRole('group', { name: 'Authentication code' });
  await digits.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.keyboard.type(totpCode(key, -1));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('Wait for the next code in your authenticator app, then enter it', { exact: true }),
  ).toBeVisible();
  await digits.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.keyboard.type(totpCode(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${firstName}` })).toBeVisible();
}
