import { expect, expectAccessible, tenantUrl, test } from '../support/fixtures.ts';

const pages = [
  { path: '/cookie-policy/', title: 'Our Cookie Policy', seeded: 'Video player cookies' },
  {
    path: '/privacy-statement/',
    title: 'Privacy Statement',
    seeded: 'is the data controller for the personal information',
  },
  { path: '/terms-and-conditions/', title: 'Terms and Conditions', seeded: 'This is version 3.' },
];

for (const { path, title, seeded } of pages) {
  test(`${title} shows its title, breadcrumb and the tenant's text`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(seeded).first()).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expectAccessible(page);
  });

  test(`${title} shows its error view when the server has no such page`, async ({ page }) => {
    // An unknown tenant has no content: the real server answers 404.
    await page.goto(tenantUrl('nowhere', path));
    await expect(
      page.getByRole('alert').filter({ hasText: `There was an issue requesting the latest ${title}` }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to home' })).toBeVisible();
    await expectAccessible(page);
  });
}

test("a tenant's content pages name that tenant, never another", async ({ page }) => {
  await page.goto(tenantUrl('northwind', '/privacy-statement/'));
  await expect(page.getByText('Northwind Traders, of Harbourside House').first()).toBeVisible();
  await expect(page.getByText('Demo Ltd')).toHaveCount(0);
});
