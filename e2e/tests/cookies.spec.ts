import { expect, expectAccessible, test } from '../support/fixtures.ts';

test('the cookie banner disappears after accepting and stays gone after a reload', async ({ page }) => {
  await page.goto('/privacy-statement/');
  const banner = page.getByRole('region', { name: 'Cookie banner' });
  await expect(banner).toBeVisible();
  await expectAccessible(page);
  await banner.getByRole('button', { name: 'Accept cookies' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Statement' })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('Manage cookies toggles video-player cookies and remembers the choice', async ({ page }) => {
  await page.goto('/terms-and-conditions/');
  await page.getByRole('button', { name: 'Manage cookies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage cookies' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await expect(dialog.getByRole('switch', { name: 'Essential cookies' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Essential cookies' })).toBeDisabled();
  const video = dialog.getByRole('switch', { name: 'Video player cookies' });
  await expect(video).not.toBeChecked();
  await video.click();
  await expect(video).toBeChecked();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Cookie banner' })).toBeHidden();

  // The cookie policy page reopens the settings: the choice survived a reload.
  await page.goto('/cookie-policy/');
  await page.getByRole('button', { name: 'Manage cookies' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Manage cookies' })
      .getByRole('switch', { name: 'Video player cookies' }),
  ).toBeChecked();
});

test('the cookie banner is not shown on the cookie policy page', async ({ page }) => {
  await page.goto('/cookie-policy/');
  await expect(page.getByRole('heading', { level: 1, name: 'Our Cookie Policy' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie banner' })).toHaveCount(0);
});
