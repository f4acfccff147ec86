/** Account screens that change nothing: the date-of-birth input, the forgotten-password form, bad links. */
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { acceptCookies } from '../support/sign-in.ts';

test('the date-of-birth input pads, moves on and steps by keyboard', async ({ page }) => {
  await page.goto('/activation/demo-activation-riley');
  await acceptCookies(page);
  const dob = page.getByRole('group', { name: 'Date of birth' });
  const day = dob.getByRole('textbox', { name: 'Day' });
  const month = dob.getByRole('textbox', { name: 'Month' });
  const year = dob.getByRole('textbox', { name: 'Year' });

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Date of birth is required')).toBeVisible();

  await day.click();
  await page.keyboard.type('4');
  await expect(day).toHaveValue('04');
  await expect(month).toBeFocused();
  await page.keyboard.type('x2');
  await expect(month).toHaveValue('02');
  await expect(year).toBeFocused();
  await page.keyboard.type('1990');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await expect(month).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(month).toHaveValue('03');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(month).toHaveValue('01');
  await expectAccessible(page);
});

test('the forgotten-password form explains every problem before it sends anything', async ({ page }) => {
  await page.goto('/forgotten-password/');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email address' }).fill('someone@example');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please confirm that you are not a robot!')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('a reset link that cannot be used says so, and an expired one leads to a new request', async ({
  page,
}) => {
  await page.goto('/reset-password?token=not-a-real-reset-token');
  await acceptCookies(page);
  await expect(page.getByRole('heading', { name: 'This reset link cannot be used' })).toBeVisible();
  await expect(page.getByText('Your password reset link has expired or is invalid.')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/forgotten-password/);

  await page.goto('/forgotten-password?message=token-expired');
  await expect(page.getByText('Your password renewal request has expired. Please try again.')).toBeVisible();
});

test('an unknown activation link shows the page error with a way home', async ({ page }) => {
  await page.goto('/activation/no-such-activation-link');
  await acceptCookies(page);
  await expect(page.getByText('There was an error requesting your activation')).toBeVisible();
  await page.getByRole('link', { name: 'Return to home' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});
