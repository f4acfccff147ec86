/** The benefits catalogue (issue 15): the list with its filters, a benefit's page, probation and removal. */
import { expect, expectAccessible, test } from '../support/fixtures.ts';
import { signIn } from '../support/sign-in.ts';

test('Alex filters to Health, opens Dental Insurance, reads its terms and its FAQs', async ({ page }) => {
  await signIn(page, 'employee@demo.test', 'Alex');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My benefits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My benefits' })).toBeVisible();
  await expect(page.getByText(/Your 2026 benefits window is open until/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Lifestyle' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Benefit group' }).selectOption('health');
  await expect(page).toHaveURL(/group=health/);
  await expect(page.getByRole('status').filter({ hasText: 'Showing 2 benefits.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Lifestyle' })).toHaveCount(0);
  // The filtered list survives a reload: it is in the URL.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Benefit group' })).toHaveValue('health');
  const dental = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'Dental Insurance' }) });
  await expect(dental.getByText('From £9.50 a month')).toBeVisible();
  await expect(dental.getByText('Selected')).toBeVisible();

  await dental.getByRole('link', { name: 'Dental Insurance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dental Insurance' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'My benefits' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Family');
  await expect(page.getByRole('region', { name: 'Your selection' })).toContainText('Family');
  await expect(page.getByRole('link', { name: 'Manage' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Read the terms (version 1)' }).click();
  const terms = page.getByRole('dialog', { name: 'Benefit terms' });
  await expect(
    terms.getByText('Dental Insurance is provided by Bright Smile Dental', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(terms).toBeHidden();

  const question = page.getByRole('button', { name: 'Can I use my own dentist?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Any registered dentist in the UK, NHS or private.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Related benefits' }).getByRole('link', { name: 'Health Cash Plan' }),
  ).toBeVisible();
});

test('Robin, on probation, sees what he has now, what opens later, and why Dental Insurance waits', async ({
  page,
}) => {
  await signIn(page, 'probation@demo.test', 'Robin');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My benefits' }).click();
  await expect(page.getByRole('link', { name: 'Life Assurance' })).toBeVisible();
  const later = page.getByRole('region', { name: 'Opening for you later' });
  await expect(
    later.getByText(/^Available from \d+ \w+ \d{4}, when your probation ends$/).first(),
  ).toBeVisible();
  await expectAccessible(page);

  await later.getByRole('link', { name: 'Dental Insurance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dental Insurance' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why this is not available to you' })).toBeVisible();
  await expect(page.getByText(/^Available from \d+ \w+ \d{4}, when your probation ends$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get started' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a benefit that is not there shows the removed message', async ({ page }) => {
  await signIn(page, 'employee@demo.test', 'Alex');
  for (const id of ['999999', 'not-a-number']) {
    await page.goto(`/app/my-benefits/${id}`);
    await expect(
      page
        .getByRole('alert')
        .getByText('Oops! The benefit you are looking for has been removed or relocated.'),
    ).toBeVisible();
  }
  await expectAccessible(page);
});
