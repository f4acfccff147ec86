/**
 * The operator console's Benefits catalogue (issue 35): the platform administrator opens Northwind's benefits,
 * copies two benefits from the demo catalogue's templates, edits one (a maximum below the minimum is refused by
 * its field first, as the import refuses it), adds a benefit group and moves the benefit into it with a cost
 * rule, an FAQ, a medical question and a plan of its own, and retires the other with a reason. Northwind's
 * catalogue changes for good: this journey runs after the others.
 */
import { signInToConsole } from '../../support/operator.ts';
import { expect, expectAccessible, test } from '../../support/fixtures.ts';

test('an operator copies two benefits from templates, edits one and retires the other', async ({ page }) => {
  // Every part of a benefit edited, a group added, and eight axe scans: longer than most journeys.
  test.setTimeout(120_000);
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
  await expect(maximum).toHaveAccessibleDescription(/maximum must not be below the minimum/);
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

  // A group of Northwind's own: a code against the import's rule is refused by its field, then it is added.
  const groups = page.getByRole('region', { name: 'Benefit groups' });
  const groupCode = groups.getByRole('textbox', { name: 'Group code' });
  await groupCode.fill('Perks!');
  await groups.getByRole('textbox', { name: 'Group name' }).fill('Perks');
  await groups.getByRole('button', { name: 'Add the group' }).click();
  await expect(groupCode).toHaveAccessibleDescription(/lower-case letters, digits and dashes/);
  await expect(groupCode).toBeFocused();
  await groupCode.fill('perks');
  await groups.getByRole('button', { name: 'Add the group' }).click();
  const groupList = groups.getByRole('list', { name: /^Benefit groups of Northwind/ });
  await expect(groupList.getByRole('listitem').last()).toContainText('Perks (perks)');
  await groupList.getByRole('button', { name: 'Move Perks up' }).click();
  await expect(groupList.getByRole('listitem').last()).not.toContainText('Perks (perks)');
  await expect(groupList.getByRole('button', { name: 'Move Perks up' })).toBeFocused();
  await expectAccessible(page);

  // The whole benefit: its group, a cost rule, an FAQ, a medical question and a plan.
  await editor.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'Perks (perks)' });
  const costs = editor.getByRole('group', { name: 'Cost rules', exact: true });
  await expect(costs.getByRole('textbox', { name: 'Spread over months' })).toHaveValue('12');
  await costs.getByRole('textbox', { name: 'Spread over months' }).fill('24');
  const faqs = editor.getByRole('group', { name: 'FAQs', exact: true });
  const faqCount = await faqs.getByRole('group', { name: /^FAQ \d+$/ }).count();
  await faqs.getByRole('button', { name: 'Add a FAQ' }).click();
  const faq = faqs.getByRole('group', { name: `FAQ ${faqCount + 1}`, exact: true });
  await expect(faq.getByRole('textbox', { name: 'Question' })).toBeFocused();
  await faq.getByRole('textbox', { name: 'Question' }).fill('Can I choose an e-bike?');
  await faq.getByRole('textbox', { name: 'Answer' }).click();
  await page.keyboard.type('Yes, up to the scheme maximum.');
  const questions = editor.getByRole('group', { name: 'Medical questions', exact: true });
  await questions.getByRole('button', { name: 'Add a medical question' }).click();
  const question = questions.getByRole('group', { name: /^Question \d+$/ }).last();
  await question
    .getByRole('textbox', { name: 'Question' })
    .fill('Do you have a condition that affects cycling?');
  await question.getByRole('textbox', { name: 'Asked above this amount' }).fill('2000');
  const plans = editor.getByRole('group', { name: 'Plans', exact: true });
  await plans.getByRole('button', { name: 'Add a plan' }).click();
  // Named by its plan's name as typed: found by its number.
  const plan = plans.getByRole('group', { name: /^Plan 1:/ });
  await expect(plan).toHaveAccessibleName('Plan 1: (no name yet)');
  await plan.getByRole('textbox', { name: 'Plan name' }).fill('With servicing');
  await plan.getByRole('textbox', { name: 'Monthly price in pence' }).fill('not a price');
  await editor.getByRole('button', { name: 'Save the benefit' }).click();
  const price = plans.getByRole('textbox', { name: 'Monthly price in pence' });
  await expect(price).toBeFocused();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await price.fill('1500');
  await editor.getByRole('button', { name: 'Save the benefit' }).click();
  await expect(editor.getByRole('status')).toHaveText('Northwind Cycle Scheme was saved.');
  // The form is made again from the document as saved.
  await expect(costs.getByRole('textbox', { name: 'Spread over months' })).toHaveValue('24');
  await expect(plans.getByRole('group', { name: 'Plan 1: With servicing' })).toBeVisible();
  await expect(
    faqs.getByRole('button', { name: `Remove FAQ ${faqCount + 1}: Can I choose an e-bike?` }),
  ).toBeVisible();
  await expect(faq.getByRole('textbox', { name: 'Answer' })).toContainText('Yes, up to the scheme maximum.');
  await expect(
    questions.getByRole('button', {
      name: /^Remove question \d+: Do you have a condition that affects cycling\?$/,
    }),
  ).toBeVisible();
  await expect(table.getByRole('row', { name: /Northwind Cycle Scheme/ })).toContainText('perks');
  await expectAccessible(page);

  // A phone's width: nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/console-catalogue-375.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

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
