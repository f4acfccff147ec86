import { expect, expectAccessible, tenantUrl, test } from '../support/fixtures.ts';

// Each tenant's sub-domain paints its own primary colour; an unknown one gets the default theme.
const cases = [
  {
    host: 'localhost (Demo Ltd)',
    url: () => '/privacy-statement/',
    primary: 'rgb(0, 133, 124)',
    brand: 'Demo Benefits',
  },
  {
    host: 'northwind',
    url: () => tenantUrl('northwind', '/privacy-statement/'),
    primary: 'rgb(194, 65, 12)',
    brand: 'Northwind Rewards',
  },
  {
    host: 'an unknown label',
    url: () => tenantUrl('nowhere', '/privacy-statement/'),
    primary: 'rgb(127, 72, 223)',
    brand: null,
  },
];

for (const { host, url, primary, brand } of cases) {
  test(`${host} shows its primary colour`, async ({ page }) => {
    await page.goto(url());
    const footer = page.getByRole('contentinfo');
    await expect(footer).toHaveCSS('background-color', primary);
    await expect(page.getByRole('button', { name: 'Accept cookies' })).toHaveCSS('background-color', primary);
    if (brand) await expect(page.getByRole('link', { name: `${brand} home` })).toBeVisible();
    await expectAccessible(page);
  });
}

test('a reload paints the cached theme before the theme request answers', async ({ page }) => {
  await page.goto(tenantUrl('northwind', '/terms-and-conditions/'));
  await expect(page.getByRole('contentinfo')).toHaveCSS('background-color', 'rgb(194, 65, 12)');
  // Hold the theme request back: the cached colours must already be on screen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/theme', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('contentinfo')).toHaveCSS('background-color', 'rgb(194, 65, 12)');
  release();
});

test("a first visit paints the tenant's colours and brand from the page itself, with no theme request", async ({
  page,
}) => {
  const themeRequests: string[] = [];
  // Nothing cached, and a theme request would never answer: the page must carry the theme.
  await page.route('**/api/theme', (route) => {
    themeRequests.push(route.request().url());
    return new Promise<void>(() => {});
  });
  await page.goto(tenantUrl('northwind', '/privacy-statement/'));
  await expect(page.getByRole('contentinfo')).toHaveCSS('background-color', 'rgb(194, 65, 12)');
  await expect(page.getByRole('link', { name: 'Northwind Rewards home' })).toBeVisible();
  await expect(page).toHaveTitle(/Northwind Rewards/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#c2410c');
  expect(themeRequests).toEqual([]);
});
