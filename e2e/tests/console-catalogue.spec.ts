/**
 * The operator console's Benefits catalogue (issue 35): the platform administrator opens Northwind's benefits,
 * copies two benefits from the demo catalogue's templates, edits one (a maximum below the minimum is refused by
 * its field first, as the import refuses it), and retires the other with a reason. Northwind's catalogue
 * changes for good: this journey runs after the others.
 */
import { signInToConsole } from '../support/operator.ts';
import { expect, expectAccessible, test } from '../support/fixtures.ts';

test('an operator copies two benefits from templates, edits one and retires the other', async ({ page }) => {
  await signInToConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Console areas' });
  await nav.getByRole('link', { name: 'Benefits catalogue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benefits catalogue' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Client sub-domain' }).fill('northwind');
  await page.getByRole('button', { name: 'Open the catalogue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Benefits of Northwind/ })).toBeVisible();
  const table = page.getByRole('table', { name: /^Benefits of Northwind/ });
  await expect(table.getByRole('row', { name: /Ride to Work/ })).toBeVisible();
  await expectAccessible(page);

  // Two benefits copied from templates, the first under a name of the operator's.
  const template = page.getByRole('combobox', { name: 'Template' });
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await template.selectOption({ label: 'Cycle to Work (lifestyle)' });
  await expect(name).toHaveValue('Cycle to Work');
  await name.fill('Northwind Cycle Scheme');
  await page.getByRole('button', { name: 'Add the benefit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Northwind Cycle Scheme was added.' }),
  ).toBeAttached();
  await expect(table.getByRole('row', { name: /Northwind Cycle Scheme/ })).toContainText('Salary sacrifice');
  await template.selectOption({ label: 'Dental Insurance (health)' });
  await page.getByRole('button', { name: 'Add the benefit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Dental Insurance was added.' })).toBeAttached();
  await expect(table.getByRole('row', { name: /Dental Insurance/ })).toContainText('Current');

  // A name the year already has is refused by the field.
  await template.selectOption({ label: 'Dental Insurance (health)' });
  await page.getByRole('button', { name: 'Add the benefit' }).click();
  await expect(name).toHaveAccessibleDescription(/already has a benefit of this name/);
  await expect(name).toBeFocused();

  // Edit the cycle scheme: a maximum below the minimum is refused by its field, then a good one is saved.
  await table.getByRole('button', { name: 'Edit Northwind Cycle Scheme' }).click();
  const editor = page.getByRole('region', { name: 'Edit Northwind Cycle Scheme' });
  await expect(editor.getByRole('heading', { level: 3 })).toBeFocused();
  const amount = editor.getByRole('group', { name: 'Amount: Total hire value' });
  const maximum = amount.getByRole('textbox', { name: 'Maximum' });
  await expect(maximum).toHaveValue('5000');
  await maximum.fill('50');
  await editor.getByRole('button', { name: 'Save the benefit' }).click();
  await expect(maximum).toHaveAccessibleDescription(/maximum is below the minimum/);
  await expect(maximum).toBeFocused();
  await expectAccessible(page);
  await maximum.fill('4000');
  await amount.getByRole('textbox', { name: /out of range/ }).fill('Choose between £100 and £4,000');
  await editor.getByRole('textbox', { name: 'Summary' }).fill('A bike for the commute, over 12 months.');
  await editor.getByRole('checkbox', { name: 'The employer approves each choice' }).uncheck();
  await editor.getByRole('button', { name: 'Save the benefit' }).click();
  await expect(editor.getByRole('status')).toHaveText('Northwind Cycle Scheme was saved.');
  await expect(maximum).toHaveValue('4000');
  // The list says approval is no longer required.
  await expect(
    table
      .getByRole('row', { name: /Northwind Cycle Scheme/ })
      .getByRole('cell')
      .nth(3),
  ).toHaveText('No');

  // Retire the dental insurance, with a reason.
  await table.getByRole('button', { name: 'Retire Dental Insurance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retire Dental Insurance?' });
  await dialog.getByRole('button', { name: 'Retire the benefit' }).click();
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await expect(reason).toHaveAccessibleDescription(/give a reason/);
  await expect(reason).toBeFocused();
  await expectAccessible(page);
  await reason.fill('Northwind offers dental through its medical plan');
  await dialog.getByRole('button', { name: 'Retire the benefit' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: /Dental Insurance/ })).toContainText('Retired');
  await expect(table.getByRole('button', { name: 'Retire Dental Insurance' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 3, name: 'Benefits' })).toBeFocused();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/console-catalogue.png', fullPage: true });
});
