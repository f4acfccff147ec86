/**
 * The login page's first screen drawn by the server (issue 37): it paints from the page alone, in the tenant's
 * theme, before any script; the app then takes it over as it is (hydration), or sets it aside unseen for a visitor
 * whose first screen differs (a cookie choice made).
 */
import { expect, expectAccessible, tenantUrl, test } from '../support/fixtures.ts';

test('the login page paints from the page alone, in the tenant’s colours', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(tenantUrl('northwind', '/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept cookies' })).toHaveCSS(
    'background-color',
    'rgb(194, 65, 12)',
  );
  await expect(page.getByRole('link', { name: 'Northwind Rewards home' })).toBeVisible();
  // Submitted without the app, the browser must not put the address in the page's address.
  await expect(page.locator('form')).toHaveAttribute('method', 'post');
  await context.close();
});

test('the app takes the drawn screen over as it is, with no error, and signs in from it', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  const drawnHeading = await page.locator('h1').elementHandle();
  await expect(page.locator('form[data-app-ready]')).toHaveCount(1);
  // The same element the server drew: hydrated, not drawn again.
  expect(await drawnHeading!.evaluate((heading) => heading.isConnected)).toBe(true);
  await expectAccessible(page);
  await page.getByLabel('Email address').fill('employee@demo.test');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your password' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a visitor who accepted cookies never sees the drawn banner, and gets their own screen', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  // Taken out by the app (an early click only hides it until then), and the choice written to storage.
  await expect(page.getByRole('region', { name: 'Cookie banner' })).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('persist:root') ?? ''))
    .toContain('cookiesAccepted');
  // Record whether the banner is on screen in any frame drawn while the page loads again (frames start once the
  // stylesheets are in: what the visitor would see).
  await page.addInitScript(() => {
    let frames = 0;
    const look = () => {
      const banner = [...document.querySelectorAll('h2')].find(
        (heading) => heading.textContent === 'Cookies on this site',
      );
      if (banner?.checkVisibility()) window.sessionStorage.setItem('banner-seen', 'yes');
      frames += 1;
      if (frames < 120) window.requestAnimationFrame(look);
    };
    window.requestAnimationFrame(look);
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.locator('form[data-app-ready]')).toHaveCount(1);
  expect(await page.evaluate(() => window.sessionStorage.getItem('banner-seen'))).toBeNull();
});

test('a click and an address submitted before the app runs are kept and done once it does', async ({
  page,
}) => {
  // Hold the app's bundle back, so that the visitor is quicker than the app.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  // The banner goes at once, as the click asked (the page's styles); the app records the choice when it runs.
  await expect(page.getByRole('region', { name: 'Cookie banner' })).toBeHidden();
  await page.getByLabel('Email address').fill('employee@demo.test');
  await page.getByLabel('Email address').press('Enter');
  // Still the login page, the address in its field (not in the page's address).
  await expect(page.getByLabel('Email address')).toHaveValue('employee@demo.test');
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your password' })).toBeVisible();
  // Taken out of the page by the app: the choice is recorded, not only hidden.
  await expect(page.getByRole('region', { name: 'Cookie banner' })).toHaveCount(0);
});

test('an early Accept is done as soon as the frame runs, without moving the visitor or losing what was typed', async ({
  page,
}) => {
  // Hold the bundle back (the click is kept), then the login route's code (the frame runs first, alone).
  let releaseBundle: () => void = () => {};
  let releaseRoute: () => void = () => {};
  const bundleHeld = new Promise<void>((resolve) => (releaseBundle = resolve));
  const routeHeld = new Promise<void>((resolve) => (releaseRoute = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await bundleHeld;
    await route.continue();
  });
  await page.route(/\/assets\/login-page-[\w-]+\.js$/, async (route) => {
    await routeHeld;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  const email = page.getByLabel('Email address');
  await email.fill('employee@demo.test');
  releaseBundle();
  // The frame runs and answers the kept click: the banner is taken out, the focus stays in the field.
  await expect(page.locator('html[data-app-running]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Cookie banner' })).toHaveCount(0);
  await expect(page.getByRole('status').first()).toHaveText('Your cookie settings have been saved.');
  await expect(email).toBeFocused();
  releaseRoute();
  await expect(page.locator('form[data-app-ready]')).toHaveCount(1);
  await expect(email).toHaveValue('employee@demo.test');
  await email.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your password' })).toBeVisible();
});

test('what is typed survives a click on the frame while the page’s own code is still on its way', async ({
  page,
}) => {
  // Hold the login route's code back: the frame (cookie banner, header) runs, the form is not hydrated yet.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/login-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-app-running]')).toHaveCount(1);
  await page.getByLabel('Email address').fill('employee@demo.test');
  // Accepting announces "Your cookie settings have been saved." from the frame, which is already the app's.
  await page.getByRole('button', { name: 'Accept cookies' }).click();
  await expect(page.getByRole('status').first()).toHaveText('Your cookie settings have been saved.');
  release();
  await expect(page.locator('form[data-app-ready]')).toHaveCount(1);
  await expect(page.getByLabel('Email address')).toHaveValue('employee@demo.test');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your password' })).toBeVisible();
});
