import { expect, expectAccessible, test } from '../support/fixtures.ts';

test('an unknown path shows the not-found screen with a way back home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(
    page.getByText('Oops! The page you are looking for has been removed or relocated.'),
  ).toBeVisible();
  const back = page.getByRole('link', { name: 'Back to Home' });
  await expect(back).toHaveAttribute('href', '/');
  await expectAccessible(page);
});

test('an unknown API path answers JSON 404, not the web app', async ({ request }) => {
  const response = await request.get('/api/no-such-endpoint');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: expect.any(String) });
});
