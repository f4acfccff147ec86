/**
 * Choosing a benefit (issue 16): the set-up wizard with live costs, a value outside the limits, a reload mid-way,
 * submitting, opting out after reading what it means, and the whole wizard by keyboard alone. These change
 * Alex's selections for good, so they run after the journeys that read them as seeded.
 */
import { expect, expectAccessible, test } from '../../support/fixtures.ts';
import { tabTo } from '../../support/keyboard.ts';
import { signIn } from '../../support/sign-in.ts';

test('Alex sets up Cycle to Work for £1,200 and sees a net monthly cost below £100, with the savings', async ({
  page,
}) => {
  await signIn(page, 'employee@demo.test', 'Alex');
  await page.goto('/app/my-benefits/1');
  await page.getByRole('link', { name: 'Manage' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Cycle to Work' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Awaiting approval' })).toContainText('£1,200');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Change' }).click();
  await expect(page.getByText('Step 1 of 3: Check')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Step 2 of 3: Amounts')).toBeVisible();

  const hireValue = page.getByRole('textbox', { name: 'Total hire value' });
  await hireValue.fill('6000');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Please enter a value between 100 and 5000')).toBeVisible();
  await expect(hireValue).toHaveAttribute('aria-invalid', 'true');

  await hireValue.fill('1200');
  const costs = page.getByRole('table', { name: 'Your costs for Cycle to Work' });
  await expect(costs.getByRole('row', { name: /Cost to you/ })).toContainText('£72.00');
  await expect(costs.getByRole('row', { name: /Tax you save/ })).toContainText('£20.00');
  await expect(costs.getByRole('row', { name: /National Insurance you save/ })).toContainText('£8.00');
  await expect(
    page.getByText(
      'Cost to you: £72.00 a month, after saving £20.00 of tax and £8.00 of National Insurance.',
    ),
  ).toBeAttached();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Step 3 of 3: Review')).toBeVisible();
  // The values were saved as the temporary selection: a reload comes back to them.
  await page.reload();
  await expect(page.getByText('Step 3 of 3: Review')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '£1,200' })).toBeVisible();

  await page.getByRole('button', { name: 'Submit my choice' }).click();
  await expect(page.getByText('Please confirm that you have read the terms and conditions')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read the terms and conditions' }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit my choice' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Cycle to Work request is awaiting approval' }),
  ).toBeVisible();
  await expect(page.getByText(/If it is approved by .*, it starts on/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Manage this benefit' }).click();
  const history = page.getByRole('table');
  await expect(history.getByRole('row', { name: /Awaiting approval \(Version 2\)/ })).toBeVisible();
});

test('Alex opts out of Dental (partner and child covered) after reading what it means', async ({ page }) => {
  await signIn(page, 'employee@demo.test', 'Alex');
  await page.goto('/app/my-benefits/5/manage');
  const current = page.getByRole('region', { name: 'Selected' });
  await expect(current).toContainText('Jamie Morgan, Ella Morgan');

  await page.getByRole('button', { name: 'Opt out' }).click();
  const panel = page.getByRole('dialog', { name: 'Opt out' });
  await expect(
    panel.getByText(/If you opt out, your Dental Insurance ends on \d+ \w+ \d{4}\./),
  ).toBeVisible();
  await expect(panel.getByText('Jamie Morgan and Ella Morgan will no longer be covered.')).toBeVisible();
  await expectAccessible(page);
  await panel
    .getByRole('textbox', { name: 'Why are you opting out? (optional)' })
    .fill('Covered at my partner’s work');
  await panel.getByRole('button', { name: 'Opt out of Dental Insurance' }).click();

  await expect(panel).toBeHidden();
  const optedOut = page.getByRole('region', { name: 'Opted out' });
  await expect(optedOut).toContainText('Covered at my partner’s work');
  await expect(optedOut.getByText(/Ends/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reapply' })).toBeVisible();
  await expectAccessible(page);
});

test('the whole wizard works from the keyboard alone', async ({ page }) => {
  await signIn(page, 'employer@demo.test', 'Sam');
  await page.goto('/app/my-benefits/12/setup');
  await expect(page.getByText('Step 1 of 3: Check')).toBeVisible();
  await tabTo(page, 'Save and continue');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Step 2 of 3: Amounts')).toBeVisible();
  await tabTo(page, 'Monthly gift');
  await page.keyboard.type('25');
  // Sam pays higher-rate tax: £25 to charity costs him £15.
  await expect(page.getByRole('table', { name: 'Your costs for Give As You Earn' })).toContainText('£15.00');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Step 3 of 3: Review')).toBeVisible();
  await tabTo(page, 'I have read the terms and conditions');
  await page.keyboard.press('Space');
  await tabTo(page, 'Submit my choice');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Give As You Earn is confirmed' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Give As You Earn is confirmed' })).toBeFocused();
});

test('Alex chooses the Health Cash Plan and claims with a receipt', async ({ page }) => {
  await signIn(page, 'employee@demo.test', 'Alex');
  await page.goto('/app/my-benefits/6');
  await page.getByRole('link', { name: 'Get started' }).click();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Step 2 of 3: Plan')).toBeVisible();
  await page.getByRole('radio', { name: /Level 2/ }).check();
  await expect(page.getByRole('table', { name: 'Your costs for Health Cash Plan' })).toContainText('£11.50');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('checkbox', { name: 'I have read the terms and conditions' }).check();
  await page.getByRole('button', { name: 'Submit my choice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Health Cash Plan is confirmed' })).toBeVisible();

  await page.getByRole('link', { name: 'Manage this benefit' }).click();
  const claims = page.getByRole('region', { name: 'Claims' });
  await expect(claims.getByText('You have not made a claim yet.')).toBeVisible();
  await claims.getByRole('button', { name: 'Make a claim' }).click();
  const panel = page.getByRole('dialog', { name: 'Make a claim' });
  await panel.getByRole('textbox', { name: 'Amount you paid (£)' }).fill('45.50');
  // Yesterday: a claim is for a treatment in the last 12 months.
  const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await panel.getByLabel('Date of the treatment').fill(yesterday);
  await panel.getByRole('textbox', { name: 'What the claim is for' }).fill('Eye test');
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(256, 7),
  ]);
  await panel.getByLabel('Receipt (PDF, JPEG or PNG, up to 10 MB)').setInputFiles({
    name: 'optician.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Send my claim' }).click();
  await expect(panel).toBeHidden();
  await expect(claims.getByRole('row', { name: /Eye test/ })).toContainText('£45.50');
  await expect(claims.getByRole('row', { name: /Eye test/ })).toContainText('Submitted');
  await expectAccessible(page);
});
