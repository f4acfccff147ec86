/**
 * Family members and life events (issue 17): Alex adds a dependant born in 2010 and is asked when full-time
 * education ends, then removes them; and reports a marriage dated last week, by keyboard alone, and sees which
 * benefits it opened and until when. These change Alex's family and events, so they run with the journeys that
 * change the demo's data.
 */
import { expect, expectAccessible, test } from '../../support/fixtures.ts';
import { tabTo } from '../../support/keyboard.ts';
import { signIn } from '../../support/sign-in.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** Today in the UK, moved by whole days, as yyyy-mm-dd. */
function ukDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const longDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
};

test('Alex adds a dependant born in 2010, is asked when full-time education ends, then removes them', async ({
  page,
}) => {
  await signIn(page, 'employee@demo.test', 'Alex');
  await page.goto('/app/home/my-profile/');
  await page.getByRole('link', { name: 'My family' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My family' })).toBeVisible();
  const family = page.getByRole('list', { name: 'Your family members' });
  await expect(family).toContainText('Mx Jamie Morgan');
  await expect(family).toContainText('Miss Ella Morgan');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Add a family member' }).click();
  const panel = page.getByRole('dialog', { name: 'Family member' });
  await panel.getByRole('button', { name: 'Add family member' }).click();
  await expect(panel.getByText('Title is required')).toBeVisible();
  await expect(panel.getByText('Relationship is required')).toBeVisible();

  await panel.getByLabel('Title').selectOption('Miss');
  await panel.getByLabel('First name').fill('Lily');
  await panel.getByLabel('Surname').fill('Morgan');
  await panel.getByLabel('Sex').selectOption('Female');
  await panel.getByLabel('Relationship').selectOption('Dependant (child)');
  await panel.getByRole('textbox', { name: 'Day' }).fill('01');
  await panel.getByRole('textbox', { name: 'Month' }).fill('04');
  await panel.getByRole('textbox', { name: 'Year' }).fill('2010');
  await panel.getByRole('button', { name: 'Add family member' }).click();
  const education = panel.getByLabel('Full time education end date');
  await expect(panel.getByText('Full time education is required')).toBeVisible();
  await expect(education).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await education.fill('2028-07-31');
  await panel.getByRole('button', { name: 'Add family member' }).click();
  await expect(panel).toBeHidden();
  await expect(family).toContainText('Miss Lily Morgan');
  await expect(family).toContainText('Dependant (child) · 16 years old');

  await page.getByRole('button', { name: 'Remove Lily Morgan' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove Lily Morgan?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(confirm).toBeHidden();
  await expect(family).not.toContainText('Lily Morgan');
});

test('Alex reports a marriage dated last week, by keyboard alone, and sees what it opened and until when', async ({
  page,
}) => {
  const married = ukDate(-7);
  await signIn(page, 'employee@demo.test', 'Alex');
  await page.goto('/app/home/my-profile/life-events/');
  await expect(page.getByRole('heading', { level: 1, name: 'Life events' })).toBeVisible();
  const events = page.getByRole('list', { name: 'Your life events' });
  await expect(events).toContainText('Birth or adoption');
  await expect(events).toContainText('The change window closed on 11 July 2019');
  await expectAccessible(page);

  await tabTo(page, 'Report a life event');
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Report a life event' });
  await expect(panel.getByLabel('What happened')).toBeVisible();
  await tabTo(page, 'What happened');
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByLabel('What happened')).toHaveValue(/.+/);
  await expect(
    panel.getByText('Opens your Health and Protection benefits for 30 days after the date'),
  ).toBeVisible();
  await tabTo(page, 'Day');
  const [year, month, day] = married.split('-') as [string, string, string];
  // The Day, Month and Year boxes move on as each is filled.
  await page.keyboard.type(`${day}${month}${year}`);
  await expect(panel.getByRole('textbox', { name: 'Year' })).toHaveValue(year);
  await expectAccessible(page);
  await tabTo(page, 'Report life event');
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();

  const opened = `You can change Dental Insurance, Health Cash Plan and Critical Illness Cover until ${longDate(ukDate(23))}`;
  await expect(events.getByText(opened)).toBeVisible();
  await expect(events.getByRole('link', { name: 'Go to Dental Insurance' })).toBeVisible();
  await expectAccessible(page);
});
