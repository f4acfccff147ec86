import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Harbour-Lantern-47!';

/**
 * Accepts cookies from the banner when it is shown. The banner renders in the same commit as the page frame, so
 * once the frame's main region is there, the banner is there too if it is going to be.
 */
export async function acceptCookies(page: Page): Promise<void> {
  await page.getByRole('main').waitFor();
  // A page the server drew (the login page: its start script carries the bundle's address): a journey acts once
  // the app has taken its e-mail form over (what a visitor does before that is first-screen.spec.ts's). Other
  // pages' forms are the app's from the start and never carry the mark.
  if ((await page.locator('script[data-src]').count()) > 0) {
    await expect(page.locator('form:has(input[name="email"]):not([data-app-ready])')).toHaveCount(0);
  }
  const accept = page
    .getByRole('region', { name: 'Cookie banner' })
    .getByRole('button', { name: 'Accept cookies' });
  if (await accept.isVisible()) await accept.click();
}

/** Enters the e-mail (step 1) and the password (step 2) and presses Login; cookies must already be accepted. */
export async function submitCredentials(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in from the login page and waits for the signed-in home page. */
export async function signIn(
  page: Page,
  email: string,
  firstName: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/');
  await acceptCookies(page);
  await submitCredentials(page, email, password);
  await expect(page.getByRole('heading', { name: `Welcome, ${firstName}` })).toBeVisible();
}

/** Ticks the ALTCHA robot check and waits until the proof of work is done. */
export async function solveRobotCheck(page: Page): Promise<void> {
  await page.getByText("I'm not a robot").click();
  await page.waitForFunction(
    () =>
      (document.querySelector('altcha-widget') as (Element & { getState(): string }) | null)?.getState() ===
      'verified',
    undefined,
    { timeout: 20_000 },
  );
}
