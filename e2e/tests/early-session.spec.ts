import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { signIn } from '../support/sign-in.ts';

/**
 * The page's session boot (issue 37): opened from the address bar while signed in, the page starts the refresh,
 * the login setup and the home page's data calls itself, before the app's bundle has run, and the app takes those
 * answers rather than asking again: each call goes out once. The access token never appears in the page, an
 * address or storage.
 */

const WATCHED = [
  'POST /api/auth/refresh',
  'GET /api/login/setup',
  'GET /api/user/home-page-banner',
  'GET /api/user/home-page-cards',
  'GET /api/user/selections/mtb/card',
] as const;

/** Counts the watched API calls and every request's address from now on. */
function recordRequests(page: Page) {
  const counts = new Map<string, number>();
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    urls.push(request.url());
    const key = `${request.method()} ${url.pathname}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  });
  return { count: (key: string) => counts.get(key) ?? 0, urls };
}

/** Refused inline scripts and other errors the page reports. */
function recordConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The answers the page's boot asked for that the app has not taken; it fails when the boot never ran. */
async function untakenEarlyAnswers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const early = (window as { portalEarlyAnswers?: { answers: Record<string, unknown> } })
      .portalEarlyAnswers;
    if (!early) throw new Error('the session boot did not run');
    return Object.keys(early.answers);
  });
}

test('the signed-in home page, opened from the address bar, asks for its session and data once each', async ({
  page,
}) => {
  await signIn(page, 'employee@demo.test', 'Alex');
  const requests = recordRequests(page);
  const errors = recordConsoleErrors(page);
  const refreshAnswer = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/refresh') && response.request().method() === 'POST',
  );
  const document = await page.goto('/app/home/');
  const { access_token: token } = (await (await refreshAnswer).json()) as { access_token: string };

  await expect(page.getByRole('heading', { name: 'Welcome, Alex' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Benefits/ }).first()).toBeVisible();
  const firstPicture = page.locator('img[fetchpriority="high"]').first();
  await expect(firstPicture).toHaveJSProperty('complete', true);
  // Nothing more is on its way: each call went out once, from the page's boot or the app, never both.
  await page.waitForLoadState('networkidle');
  for (const call of WATCHED) expect(requests.count(call), call).toBe(1);
  const picture = new URL((await firstPicture.getAttribute('src'))!, page.url()).pathname;
  // Preloaded once by the boot; under CI's load the card's own request may race the preload's answer.
  expect(requests.count(`GET ${picture}`)).toBeGreaterThanOrEqual(1);
  expect(requests.count(`GET ${picture}`)).toBeLessThanOrEqual(2);
  expect(errors).toEqual([]);
  // The page's boot sent them (its record is there) and the app took every answer it left.
  expect(await untakenEarlyAnswers(page)).toEqual([]);

  // The token stays in memory: not in the page as served, an address, or storage.
  expect(token.length).toBeGreaterThan(20);
  expect(await document!.text()).not.toContain(token);
  expect(requests.urls.join(' ')).not.toContain(token);
  const stored = await page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    ),
  );
  expect(stored.join(' ')).not.toContain(token);
});

test("another signed-in page restores the session once and does not ask for the home page's data", async ({
  page,
}) => {
  await signIn(page, 'employee@demo.test', 'Alex');
  const requests = recordRequests(page);
  await page.goto('/app/home/my-profile/');
  await expect(page.getByRole('main').getByRole('button', { name: 'Change password' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.count('POST /api/auth/refresh')).toBe(1);
  expect(requests.count('GET /api/login/setup')).toBe(1);
  expect(requests.count('GET /api/user/home-page-cards')).toBe(0);
  expect(await untakenEarlyAnswers(page)).toEqual([]);
});

test('a signed-out visitor of the home page asks for nothing and lands on the login page', async ({
  page,
}) => {
  const requests = recordRequests(page);
  await page.goto('/app/home/');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  expect(requests.count('POST /api/auth/refresh')).toBe(0);
  expect(requests.count('GET /api/login/setup')).toBe(0);
});
