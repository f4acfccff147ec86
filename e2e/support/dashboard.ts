import { expect, type Page } from '@playwright/test';

/**
 * Opens a section of the employer's dashboard from its list of sections. The list sits below the dashboard's
 * cards, which fill in one by one as their figures arrive and push it down, so a click aimed at a link of the
 * list can land where the link was: the click waits for the cards first (the registration figure, and the
 * sign-in link's list of employees, the last and tallest of them).
 */
export async function openDashboardSection(page: Page, section: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText(/of \d+ employees have registered/)).toBeVisible();
  const sender = page.getByRole('region', { name: 'Send an employee a sign-in link' });
  await expect(sender.getByRole('radio').first()).toBeVisible();
  await page.getByRole('link', { name: section, exact: true }).click();
}
