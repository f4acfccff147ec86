import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { acceptCookies, signIn, submitCredentials } from '../support/sign-in.ts';

test('logout reaches the logout confirmation and ends the session', async ({ page }) => {
  await signIn(page, 'employee@demo.test', 'Alex');
  await page.getByRole('button', { name: 'Hi, Alex' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/logout-success\/?$/);
  await expect(page.getByRole('heading', { name: 'You have been logged out successfully' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to Login' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.goto('/app/home/');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('after 14 idle minutes the prompt appears, and 15 seconds later the app logs out', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'employer@demo.test', 'Sam');
  await page.clock.fastForward('14:01');
  const dialog = page.getByRole('dialog', { name: 'Stay logged in?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('We will log you out soon to protect your account');
  await expectAccessible(page);
  await page.clock.fastForward(16_000);
  await expect(page).toHaveURL(/\/logout(-success)?\/?$/);
  await expect(page.getByRole('heading', { name: 'You have been logged out successfully' })).toBeVisible();
});

test('Stay logged in keeps the session going', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'employee@demo.test', 'Alex');
  await page.clock.fastForward('14:01');
  const dialog = page.getByRole('dialog', { name: 'Stay logged in?' });
  await dialog.getByRole('button', { name: 'Stay logged in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Welcome, Alex' })).toBeVisible();
});

test('the mobile menu at 375 px holds the links and Logout', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'employer@demo.test', 'Sam');
  const burger = page.getByRole('button', { name: 'Menu' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(
    menu.getByRole('link', { name: 'Logout' }).or(menu.getByRole('button', { name: 'Logout' })),
  ).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();
});

test('a first sign-in after the terms changed shows the new terms, and accepting reaches the page', async ({
  page,
}) => {
  // first@demo.test has not accepted the current terms revision.
  await page.goto('/');
  await acceptCookies(page);
  await submitCredentials(page, 'first@demo.test', 'Harbour-Lantern-47!');
  await expect(page.getByRole('heading', { name: 'We have updated our terms' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Terms and Conditions' })).toContainText(
    'This is version 3.',
  );
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('Please confirm that you have read the terms and conditions').first(),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // The first sign-in: the welcome carousel, once.
  const carousel = page.getByRole('dialog', { name: 'Welcome to Demo Benefits' });
  await expect(carousel.getByRole('tabpanel', { name: '1 of 3' })).toContainText('Welcome to Demo Benefits');
  await expectAccessible(page);
  await carousel.getByRole('button', { name: 'Next' }).click();
  await expect(carousel.getByRole('tabpanel', { name: '2 of 3' })).toContainText('Choose what suits you');
  await carousel.getByRole('tab', { name: 'Show slide 2 of 3' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(carousel.getByRole('tabpanel', { name: '3 of 3' })).toContainText('Help when you need it');
  await carousel.getByRole('button', { name: 'Get started' }).click();
  await expect(carousel).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Welcome, Casey' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Casey' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose your benefits' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
