/** Single sign-on through a real OpenID provider (issue 7): its own login form, then the portal. */
import { PROVIDER_PASSWORD } from '../../apps/server/test/oidc-provider.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { registerIdentityProvider } from '../support/identity-provider.ts';
import { acceptCookies } from '../support/sign-in.ts';

// Jamie Fox (sso@sso.demo.test) is the demo tenant's single-sign-on employee; the provider serves that
// domain only, so every other demo account keeps signing in with its password meanwhile.
let provider: Awaited<ReturnType<typeof registerIdentityProvider>>;

test.beforeAll(async () => {
  provider = await registerIdentityProvider({
    tenant: 'demo',
    name: 'acme',
    domains: ['sso.demo.test'],
    accounts: [{ sub: 'idp-jamie', email: 'sso@sso.demo.test', name: 'Jamie Fox' }],
    portalOrigin: process.env.E2E_BASE_URL!,
  });
});

test.afterAll(async () => {
  await provider?.remove();
});

test('sso@sso.demo.test signs in through the OpenID provider and lands on the home page', async ({
  page,
}) => {
  await page.goto('/');
  await acceptCookies(page);
  await page.getByRole('textbox', { name: 'Email address' }).fill('sso@sso.demo.test');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Sign in to the test identity provider' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(provider.issuer).origin);
  await page.getByLabel('Password').fill(PROVIDER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Welcome, Jamie' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/app/home/');
  await expectAccessible(page);
});

test('a refused answer from the provider ends on the Unable to log in page', async ({ page }) => {
  await page.goto('/sso/acme?error=access_denied&state=not-a-state');
  await expect(page.getByRole('heading', { name: 'Unable to log in' })).toBeVisible();
  await expect(page.getByText('Sorry, there was a problem signing in to your account')).toBeVisible();
  await expectAccessible(page);
});
