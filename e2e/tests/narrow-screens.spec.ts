/**
 * Small screens (spec section 9: the small-screen query, max-width 600px, and the narrow breakpoint, 311px or
 * less): at 600 and 311 px wide no page the journeys visit scrolls sideways, signed out, as an employee and as an
 * employer, with the mobile menu, a side panel and the set-up wizard open. Wide content (tables) scrolls inside
 * its own region instead. Read-only: it changes no demo data.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { acceptCookies, signIn } from '../support/sign-in.ts';

const WIDTHS = [600, 311] as const;

const SIGNED_OUT = ['/', '/forgotten-password/', '/cookie-policy/', '/privacy-statement/', '/no-such-page/'];
const EMPLOYEE = [
  '/app/home/',
  '/app/my-benefits/',
  '/app/faqs/',
  '/app/home/my-profile/',
  '/app/home/my-profile/family/',
  '/app/home/my-profile/life-events/',
  '/app/my-total-benefits/',
  '/app/my-total-benefits-enhanced/',
  '/contact-us/',
];
const EMPLOYER = [
  '/app/dashboard/',
  '/app/employee-data/',
  '/app/dashboard/life-events/',
  '/app/dashboard/platform-settings/',
  '/app/dashboard/employee-engagement/',
  '/app/dashboard/employee-insights/',
  '/app/dashboard/benefit-takeup/',
  '/app/dashboard/approve-selections/',
  '/app/reporting',
  '/app/ccv/manage',
];

/** Fails when the page is wider than the window, naming the widest elements that stick out. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Let lazy pages and their data settle into their final layout.
  await page.waitForTimeout(300);
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter(
        (element) => !element.closest('[role="region"][tabindex="0"]') || element.matches('[role="region"]'),
      )
      .slice(0, 5)
      .map((element) => {
        const classes = typeof element.className === 'string' ? element.className : '';
        return `${element.tagName.toLowerCase()}.${classes} → ${Math.round(element.getBoundingClientRect().right)}`;
      });
    return { scrollWidth: root.scrollWidth, clientWidth: width, culprits };
  });
  expect
    .soft(overflow.scrollWidth, `${what} scrolls sideways: ${overflow.culprits.join('; ')}`)
    .toBeLessThanOrEqual(overflow.clientWidth);
}

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('signed-out pages do not scroll sideways', async ({ page }) => {
      for (const path of SIGNED_OUT) {
        await page.goto(path);
        await expectNoSidewaysScroll(page, path);
      }
      await acceptCookies(page);
      await page.goto('/');
      await page.getByRole('textbox', { name: 'Email address' }).fill('employee@demo.test');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('Password', { exact: true }).waitFor();
      await expectNoSidewaysScroll(page, 'the password step');
    });

    test("an employee's pages, the menu, a side panel and the wizard do not scroll sideways", async ({
      page,
    }) => {
      await signIn(page, 'employee@demo.test', 'Alex');
      await expectNoSidewaysScroll(page, 'home');
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSidewaysScroll(page, 'the mobile menu');
      await page.keyboard.press('Escape');
      for (const path of EMPLOYEE) {
        await page.goto(path);
        await expectNoSidewaysScroll(page, path);
      }
      await page.goto('/app/home/my-profile/family/');
      await page.getByRole('button', { name: 'Add a family member' }).click();
      await expect(page.getByRole('dialog', { name: 'Family member' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the family member panel');
      await page.keyboard.press('Escape');

      await page.goto('/app/my-benefits/');
      await page.getByRole('main').getByRole('link', { name: 'Cycle to Work' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: /Cycle to Work/ })).toBeVisible();
      await expectNoSidewaysScroll(page, 'a benefit');
      const id = /\/app\/my-benefits\/(\d+)/.exec(page.url())![1];
      await page.goto(`/app/my-benefits/${id}/setup/`);
      await page.getByRole('list', { name: /steps/i }).or(page.getByRole('form')).first().waitFor();
      await expectNoSidewaysScroll(page, 'the set-up wizard');
    });

    test("an employer's pages and a side panel do not scroll sideways", async ({ page }) => {
      await signIn(page, 'employer@demo.test', 'Sam');
      for (const path of EMPLOYER) {
        await page.goto(path);
        await expectNoSidewaysScroll(page, path);
      }
      await page.goto('/app/employee-data/');
      await page
        .getByRole('table', { name: 'Employees' })
        .getByRole('button', { name: /, / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Employee record' })).toBeVisible();
      await expectNoSidewaysScroll(page, 'the employee record panel');
    });
  });
}
