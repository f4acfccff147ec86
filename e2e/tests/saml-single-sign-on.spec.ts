/**
 * SAML 2.0 single sign-on (issue 36) through the test IdP (apps/server/test/saml-idp), registered with the
 * admin CLI as an operator would: SP-initiated from the e-mail step, IdP-initiated where the provider allows it,
 * single logout, and the portal's own two-factor step after the assertion.
 *
 * The IdP's accounts live on domains of their own and carry roster employees' numbers (the provider maps the
 * `employeeNumber` attribute to the employee number), so no other journey's accounts or domains are touched.
 */
import type { Page } from '@playwright/test';
import { DEMO_ROSTER } from '../../apps/server/src/seed/demo-roster.ts';
import { runAdmin } from '../support/admin-cli.ts';
import { expect, expectAccessible, tenantUrl, test } from '../support/fixtures.ts';
import { registerSamlIdentityProvider } from '../support/saml-identity-provider.ts';
import { acceptCookies } from '../support/sign-in.ts';
import { totpCode } from '../support/two-factor.ts';

type Provider = Awaited<ReturnType<typeof registerSamlIdentityProvider>>;

// Demo Ltd roster employees (DL1004 Daniel Walsh, DL1005 Katie Jenkins, DL1007 Zara Iqbal, DL1008 Grace
// Taylor, who has two-factor on) and Northwind's Drew Ellis (NW0002), whose client enforces two-factor.
const DANIEL = { email: 'daniel@saml-journeys.demo.test', employeeNumber: 'DL1004' };
const KATIE = { email: 'katie@saml-journeys.demo.test', employeeNumber: 'DL1005' };
const GRACE = { email: 'grace@saml-journeys.demo.test', employeeNumber: 'DL1008' };
const ZARA = { email: 'zara@saml-strict.demo.test', employeeNumber: 'DL1007' };
const DREW = { email: 'drew@saml.northwind.test', employeeNumber: 'NW0002' };
const BY_EMPLOYEE_NUMBER = { attribute: 'employeeNumber', target: 'employee-number' } as const;

let open: Provider;
let strict: Provider;
let northwind: Provider;

test.beforeAll(async () => {
  open = await registerSamlIdentityProvider({
    tenant: 'demo',
    name: 'saml-journeys',
    domains: ['saml-journeys.demo.test'],
    accounts: [DANIEL, KATIE, GRACE],
    allowIdpInitiated: true,
    identifier: BY_EMPLOYEE_NUMBER,
  });
  strict = await registerSamlIdentityProvider({
    tenant: 'demo',
    name: 'saml-strict',
    domains: ['saml-strict.demo.test'],
    accounts: [ZARA],
    identifier: BY_EMPLOYEE_NUMBER,
  });
  northwind = await registerSamlIdentityProvider({
    tenant: 'northwind',
    name: 'saml-journeys',
    domains: ['saml.northwind.test'],
    accounts: [DREW],
    host: new URL(tenantUrl('northwind', '/')).hostname,
    identifier: BY_EMPLOYEE_NUMBER,
  });
});

test.afterAll(async () => {
  await Promise.all([open?.remove(), strict?.remove(), northwind?.remove()]);
});

/** The e-mail step on the login page at `start`, then the IdP's own sign-in form. */
async function signInAtIdp(page: Page, idp: Provider, email: string, start = '/') {
  await page.goto(start);
  await acceptCookies(page);
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Test SAML identity provider' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(idp.origin);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The IdP's own start of a sign-in (an unsolicited Response) to the ACS of `provider` at `base`. */
function idpStart(idp: Provider, base: string, provider: string, email: string, relayState?: string) {
  const start = new URL('/start', idp.origin);
  start.searchParams.set('acs', `${base}/api/sso/${provider}/saml/acs`);
  start.searchParams.set('email', email);
  if (relayState !== undefined) start.searchParams.set('RelayState', relayState);
  return start.toString();
}

test('SP-initiated: the e-mail step goes to the IdP, whose answer signs Daniel in on the home page', async ({
  page,
}) => {
  await signInAtIdp(page, open, DANIEL.email);
  await expect(page.getByRole('heading', { name: 'Welcome, Daniel' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/app/home/');
  await expectAccessible(page);
});

test('single logout: the portal sends a signed LogoutRequest to the IdP, then the logout page; the session is gone', async ({
  page,
}) => {
  await signInAtIdp(page, open, DANIEL.email);
  await expect(page.getByRole('heading', { name: 'Welcome, Daniel' })).toBeVisible();

  const logoutRequest = page.waitForRequest((request) => request.url().startsWith(`${open.origin}/slo?`));
  await page.getByRole('button', { name: 'Hi, Daniel' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const sent = new URL((await logoutRequest).url());
  expect(sent.searchParams.get('SigAlg')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');

  await expect(page).toHaveURL(/\/logout-success\/?$/);
  await expect(page.getByRole('heading', { name: 'You have been logged out successfully' })).toBeVisible();
  // The IdP checked the signature with the certificate of the portal's SP metadata.
  expect(open.logouts()).toEqual([{ nameId: DANIEL.email, signed: true }]);
  await expectAccessible(page);
  await page.goto('/app/home/');
  await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test('IdP-initiated where the provider allows it: Katie is signed in, on the portal page the IdP names', async ({
  page,
}) => {
  const base = process.env.E2E_BASE_URL!;
  await page.goto(idpStart(open, base, 'saml-journeys', KATIE.email));
  await expect(page.getByRole('heading', { name: 'Welcome, Katie' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/app/home/');
  await acceptCookies(page);
  await expectAccessible(page);

  // A page of the portal itself is kept; an address elsewhere is not followed, home instead.
  await page.context().clearCookies();
  await page.goto(idpStart(open, base, 'saml-journeys', KATIE.email, '/app/my-benefits/'));
  await expect(page.getByRole('heading', { level: 1, name: 'My benefits' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/app/my-benefits/');
  await expectAccessible(page);

  await page.context().clearCookies();
  await page.goto(idpStart(open, base, 'saml-journeys', KATIE.email, '//elsewhere.example/app/my-benefits/'));
  await expect(page.getByRole('heading', { name: 'Welcome, Katie' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(base);
  expect(new URL(page.url()).pathname).toBe('/app/home/');
});

test('IdP-initiated where the provider does not allow it ends on the Unable to log in page', async ({
  page,
}) => {
  await page.goto(idpStart(strict, process.env.E2E_BASE_URL!, 'saml-strict', ZARA.email));
  await expect(page.getByRole('heading', { name: 'Unable to log in' })).toBeVisible();
  await expect(page.getByText('Sorry, there was a problem signing in to your account')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/app/home/');
  await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
});

test('a client that enforces two-factor: its set-up step follows the assertion unless the IdP’s MFA is trusted', async ({
  page,
}) => {
  await signInAtIdp(page, northwind, DREW.email, tenantUrl('northwind', '/'));
  await expect(page.getByRole('heading', { name: 'Set up two factor authentication' })).toBeVisible();
  expect(new URL(page.url()).host).toBe(new URL(tenantUrl('northwind', '/')).host);
  await expectAccessible(page);

  // Trusted, the IdP's own MFA stands for the portal's step: straight in (Drew's set-up is left as seeded).
  await page.context().clearCookies();
  await runAdmin(['sso', 'trust-mfa', '--tenant', 'northwind', '--name', 'saml-journeys', '--on']);
  try {
    await signInAtIdp(page, northwind, DREW.email, tenantUrl('northwind', '/'));
    await expect(page.getByRole('heading', { name: 'Welcome, Drew' })).toBeVisible();
    await expectAccessible(page);
  } finally {
    await runAdmin(['sso', 'trust-mfa', '--tenant', 'northwind', '--name', 'saml-journeys', '--off']);
  }
});

test('a person with two-factor on enters a code after the assertion, then lands where the sign-in was to', async ({
  page,
}) => {
  const secret = DEMO_ROSTER.people.find(
    (person) => person.employeeNumber === GRACE.employeeNumber,
  )!.totpSecret!;
  await signInAtIdp(page, open, GRACE.email);
  await expect(page.getByRole('heading', { name: 'Enter your authentication code' })).toBeVisible();
  await expectAccessible(page);
  const digits = page.getByRole('group', { name: 'Authentication code' });
  await digits.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.keyboard.type(totpCode(secret));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Grace' })).toBeVisible();

  // IdP-initiated, the page the IdP names is where the code step ends (the next code: each is used once).
  await page.context().clearCookies();
  await page.goto(idpStart(open, process.env.E2E_BASE_URL!, 'saml-journeys', GRACE.email, '/app/faqs/'));
  await expect(page.getByRole('heading', { name: 'Enter your authentication code' })).toBeVisible();
  await digits.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.keyboard.type(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/app/faqs/');
  await expectAccessible(page);
});
