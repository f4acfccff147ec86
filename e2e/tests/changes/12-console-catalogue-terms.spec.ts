/**
 * The operator console's Benefits catalogue, terms and preview (issue 35): the platform administrator publishes
 * a new terms version of Northwind's Ride to Work (a reason and a confirmation first), then sees the benefit as
 * Northwind's employee Morgan Blake sees it (not choosable now: Northwind's window is closed; the new terms
 * version) with a live cost for a hire value, a value out of range said by its field. Only Ride to Work's
 * terms change; no other journey reads them.
 */
import { signInToConsole } from '../../support/operator.ts';
import { expect, expectAccessible, test } from '../../support/fixtures.ts';

test('an operator publishes new terms for a benefit and previews it as an employee, with a live cost', async ({
  page,
}) => {
  await signInToConsole(page);
  const nav = page.getByRole('navigation', { name: 'Console areas' });
  await nav.getByRole('link', { name: 'Benefits catalogue' }).click();
  await page.getByRole('textbox', { name: 'Client sub-domain' }).fill('northwind');
  await page.getByRole('button', { name: 'Open the catalogue' }).click();
  const table = page.getByRole('table', { name: /^Benefits of Northwind/ });
  await table.getByRole('button', { name: 'Edit Ride to Work' }).click();

  // The terms: version 1 as seeded, then a new version published with a reason and the confirmation.
  const terms = page.getByRole('region', { name: 'Terms', exact: true });
  await expect(terms.getByText(/^Version 1, published /)).toBeVisible();
  await terms.getByRole('button', { name: 'Publish a new version' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish new terms for Ride to Work' });
  const text = dialog.getByRole('textbox', { name: 'Text of the new version' });
  await text.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('From 1 January 2027 the hire period is 18 months.');
  await dialog.getByRole('button', { name: 'Publish version 2' }).click();
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toHaveAccessibleDescription(/give a reason/);
  await expect(reason).toBeFocused();
  await expectAccessible(page);
  await reason.fill('Pedal Partners lengthened the hire period');
  await dialog.getByRole('checkbox', { name: /employees will be shown the new terms/ }).check();
  await dialog.getByRole('button', { name: 'Publish version 2' }).click();
  await expect(dialog).toBeHidden();
  await expect(terms.getByRole('status')).toHaveText('Version 2 of the terms of Ride to Work was published.');
  await expect(terms.getByText(/^Version 2, published /)).toBeVisible();
  await terms.getByText(/^Version 1, published /).click();
  await terms.getByText('The text of version 2').click();
  await expect(terms.getByText('the hire period is 18 months')).toBeVisible();

  // The preview as Morgan Blake sees it: the card, the new terms version, and a live cost.
  const preview = page.getByRole('region', { name: 'As an employee sees it' });
  await preview.getByRole('searchbox', { name: /Find a person/ }).fill('Morgan');
  await preview.getByRole('radio', { name: /Morgan Blake/ }).check();
  await expect(preview.getByRole('heading', { name: 'Morgan Blake sees' })).toBeVisible();
  await expect(preview.getByText('They cannot choose it now:')).toBeVisible();
  await expect(preview.getByText('Terms version 2')).toBeVisible();
  const value = preview.getByRole('textbox', { name: 'Total hire value' });
  await value.fill('1200');
  const costs = preview.getByRole('table', { name: 'Costs of Ride to Work for Morgan Blake' });
  await expect(costs.getByRole('row', { name: /Cost before savings/ })).toContainText('£100.00');
  await value.fill('2400');
  await expect(costs.getByRole('row', { name: /Cost before savings/ })).toContainText('£200.00');
  await expect(costs.getByRole('row', { name: /Cost to them/ })).not.toContainText('£200.00');
  await value.fill('50');
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await value.fill('1800');
  await expect(costs.getByRole('row', { name: /Cost before savings/ })).toContainText('£150.00');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/console-catalogue-terms.png', fullPage: true });
});
