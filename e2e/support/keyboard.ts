import type { Page } from '@playwright/test';

/** Presses Tab until the control with this accessible name has the focus. */
export async function tabTo(page: Page, name: string | RegExp) {
  for (let presses = 0; presses < 40; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
      return (
        element.getAttribute('aria-label') ??
        label ??
        element.closest('label')?.textContent ??
        element.textContent ??
        ''
      ).trim();
    });
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}
