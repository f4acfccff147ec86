/**
 * Onboarding a client end to end from the operator console (issue 35): the platform administrator creates the
 * client (its sub-domain's rules said by the field: taken, reserved, invalid) with its first employer invited by
 * e-mail, gives it a theme with a contrast fix, a scheme year and an enrolment window, two benefits copied from the
 * templates and an FAQ; the first employer then opens the invitation, activates, signs in on the client's own
 * sub-domain and meets its theme, benefits and FAQ. axe on every page visited. The client is this journey's own:
 * no other journey reads it.
 */
import type { Page } from '@playwright/test';
import { enterDateOfBirth, enterNewPassword } from '../../support/account.ts';
import { signInToConsole } from '../../support/operator.ts';
import { expect, expectAccessible, tenantUrl, test } from '../../support/fixtures.ts';
import { acceptCookies, submitCredentials } from '../../support/sign-in.ts';

const CLIENT = { name: 'Lighthouse Logistics', slug: 'lighthouse' };
const EMPLOYER = { firstName: 'Nia', surname: 'Okafor', email: 'nia@lighthouse.test' };
const PASSWORD = 'Quartz-Harbour-Lantern-52%';
const FAQ = {
  group: 'Your benefits',
  question: 'When can I choose my benefits?',
  answer: 'While the enrolment window is open.',
};

/** The console's area `label`, opened on this journey's client by its sub-domain. */
async function openArea(page: Page, label: string, open: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: label }).click();
  await page.getByRole('textbox', { name: 'Client sub-domain' }).fill(CLIENT.slug);
  await page.getByRole('button', { name: open }).click();
}

/** `yyyy-mm-dd` of a date in UTC. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test('an operator onboards a client and its first employer signs in on its own sub-domain', async ({
  page,
  browser,
}) => {
  // Two sign-ins, a dozen axe scans and every console area: about 45 s on two busy cores.
  test.setTimeout(120_000);
  await signInToConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await expectAccessible(page);

  // The client, its sub-domain refused by the field while it is invalid, reserved or taken.
  await page.getByRole('link', { name: 'Add a client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a client' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(CLIENT.name);
  const slug = page.getByRole('textbox', { name: 'Sub-domain' });
  await slug.fill('Light House');
  await slug.blur();
  await expect(slug).toHaveAccessibleDescription(/Use 1 to 63 lower-case letters, digits and hyphens/);
  await slug.fill('www');
  await slug.blur();
  await expect(slug).toHaveAccessibleDescription(/reserved for the platform/);
  await expectAccessible(page);
  await slug.fill('northwind');
  await page.getByRole('textbox', { name: 'First name' }).fill(EMPLOYER.firstName);
  await page.getByRole('textbox', { name: 'Surname' }).fill(EMPLOYER.surname);
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(EMPLOYER.email);
  await enterDateOfBirth(page, '21', '06', '1984');
  await page.getByRole('button', { name: 'Create the client' }).click();
  await expect(slug).toHaveAccessibleDescription(/already used by another client/);
  await expect(slug).toBeFocused();
  await slug.fill(CLIENT.slug);
  await page.getByRole('button', { name: 'Create the client' }).click();
  await expect(page.getByRole('heading', { level: 1, name: CLIENT.name })).toBeVisible();
  await expectAccessible(page);

  // Its theme: a primary colour too light for text, then the nearest passing one offered, in one click.
  await openArea(page, 'Theme editor', 'Open the theme');
  await expect(page.getByRole('heading', { name: `Theme of ${CLIENT.name}` })).toBeVisible();
  const primary = page.getByRole('textbox', { name: 'Primary colour', exact: true });
  await primary.fill('#f4a3c0');
  await expect(page.getByText(/Text in #f4a3c0 on white has a contrast of \d\.\d\d:1/)).toBeVisible();
  await expectAccessible(page);
  const fix = page.getByRole('button', { name: /^Use #[0-9a-f]{6}$/ });
  const fixed = (await fix.textContent())!.replace('Use ', '').trim();
  await fix.click();
  await expect(primary).toHaveValue(fixed);
  await page.getByRole('textbox', { name: 'Benefit brand name' }).fill('Lighthouse Perks');
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText(`The theme of ${CLIENT.name} is saved and published.`).first()).toBeVisible();

  // Its scheme year and an enrolment window open from today for a fortnight (within the year).
  await openArea(page, 'Scheme years and windows', 'Open scheme years');
  await expect(page.getByRole('heading', { level: 2, name: `Scheme years of ${CLIENT.name}` })).toBeVisible();
  await expect(page.getByText(/This client has no scheme year yet/)).toBeVisible();
  await expectAccessible(page);
  // The year running now (April to March), which the client's first year becomes: its current year.
  const today = new Date();
  const startYear = today.getUTCMonth() >= 3 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const addYear = page.getByRole('region', { name: 'Add a scheme year' });
  await addYear.getByRole('textbox', { name: 'Year number' }).fill(String(startYear));
  await addYear.getByLabel('Start date').fill(`${startYear}-04-01`);
  await addYear.getByLabel('End date (the last day of the year)').fill(`${startYear + 1}-03-31`);
  await addYear.getByRole('button', { name: 'Add the scheme year' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `The scheme year ${startYear} was added and is now the current year.` }),
  ).toBeAttached();
  await expect(page.getByRole('heading', { level: 3, name: `Scheme year ${startYear}` })).toBeVisible();
  const windows = page.getByRole('table', { name: `Enrolment windows of the scheme year ${startYear}` });
  const yearEnd = Date.UTC(startYear + 1, 2, 31);
  const closes = new Date(Math.min(today.getTime() + 14 * 86_400_000, yearEnd));
  await page.getByLabel('Open date').fill(isoDay(today));
  await page.getByLabel('Close date (the last day to choose)').fill(isoDay(closes));
  await page.getByRole('button', { name: 'Add the window' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^The window from .* was added\.$/ }),
  ).toBeAttached();
  await expect(windows.getByRole('row').nth(1)).toContainText('Open');
  await expectAccessible(page);

  // Two benefits copied from the templates.
  await openArea(page, 'Benefits catalogue', 'Open the catalogue');
  await expect(page.getByRole('heading', { level: 2, name: `Benefits of ${CLIENT.name}` })).toBeVisible();
  await expect(page.getByText('This client has no benefits yet.')).toBeVisible();
  const template = page.getByRole('combobox', { name: 'Template' });
  const table = page.getByRole('table', { name: `Benefits of ${CLIENT.name}` });
  for (const [label, name] of [
    ['Cycle to Work (lifestyle)', 'Cycle to Work'],
    ['Dental Insurance (health)', 'Dental Insurance'],
  ] as const) {
    await template.selectOption({ label });
    await page.getByRole('button', { name: 'Add the benefit' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${name} was added.` })).toBeAttached();
    await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('Current');
  }
  await expectAccessible(page);

  // Content: an FAQ for its people.
  await openArea(page, 'Content', 'Open the content');
  await expect(page.getByRole('heading', { name: `Content of ${CLIENT.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Add a group' }).click();
  // A new group comes with its first question.
  await page.getByRole('textbox', { name: 'Group title' }).fill(FAQ.group);
  await page.getByRole('textbox', { name: 'Question', exact: true }).fill(FAQ.question);
  await page.getByRole('textbox', { name: 'Answer' }).click();
  await page.keyboard.type(FAQ.answer);
  await page.getByRole('button', { name: 'Save the content' }).click();
  await expect(page.getByText(`The content of ${CLIENT.name} is saved and published.`).first()).toBeVisible();
  await expectAccessible(page);

  // The first employer's invitation, in the client's demo mailbox (read in the browser, which resolves
  // *.localhost), is a link on the client's own sub-domain.
  await page.goto(tenantUrl(CLIENT.slug, `/dev/mailbox.json?to=${encodeURIComponent(EMPLOYER.email)}`));
  const mailbox = (await page.locator('body').textContent()) ?? '';
  const activation = new RegExp(`http://${CLIENT.slug}\\.localhost:\\d+/activation/[\\w-]+`).exec(
    mailbox,
  )?.[0];
  expect(activation, 'the activation link of the invitation').toBeDefined();

  // The employer, in a browser of their own: activation on the client's sub-domain.
  const employer = await browser.newContext();
  const visit = await employer.newPage();
  await visit.goto(activation!);
  await acceptCookies(visit);
  await expect(visit.getByText(`Welcome, ${EMPLOYER.firstName}`)).toBeVisible();
  await expectAccessible(visit);
  await enterDateOfBirth(visit, '21', '06', '1984');
  await visit.getByRole('button', { name: 'Next' }).click();
  await enterNewPassword(visit, PASSWORD);
  await expectAccessible(visit);
  await visit.getByRole('button', { name: 'Activate account' }).click();
  await expect(visit.getByRole('heading', { name: `Welcome, ${EMPLOYER.firstName}` })).toBeVisible();

  // Signed out, then in again with the new password on the client's own sub-domain: its theme is there.
  await visit.goto(tenantUrl(CLIENT.slug, '/logout'));
  await expect(visit.getByRole('heading', { name: 'You have been logged out successfully' })).toBeVisible();
  await visit.goto(tenantUrl(CLIENT.slug, '/'));
  await expect(visit.getByRole('contentinfo')).toHaveCSS('background-color', rgbOf(fixed));
  await expect(visit.getByRole('link', { name: 'Lighthouse Perks home' })).toBeVisible();
  await expectAccessible(visit);
  await submitCredentials(visit, EMPLOYER.email, PASSWORD);
  await expect(visit.getByRole('heading', { name: `Welcome, ${EMPLOYER.firstName}` })).toBeVisible();
  expect(new URL(visit.url()).hostname).toBe(`${CLIENT.slug}.localhost`);
  await expect(visit.getByRole('contentinfo')).toHaveCSS('background-color', rgbOf(fixed));
  await expectAccessible(visit);
  await visit.screenshot({ path: 'test-results/console-onboarding-home.png', fullPage: true });

  // Nia's own My benefits lists nothing until HR uploads her record (eligibility is worked out from it), and says
  // so, pointing her, who may upload, to Employee data.
  await visit.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My benefits' }).click();
  await expect(
    visit.getByText('Your own benefits appear here once your HR record is uploaded.'),
  ).toBeVisible();
  await expect(visit.getByRole('link', { name: 'Go to Employee data' })).toBeVisible();
  await expectAccessible(visit);

  // Its benefits, as its employer sees them: the dashboard's take-up lists both, none taken up yet.
  await visit.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(visit.getByRole('heading', { level: 1, name: 'Employer dashboard' })).toBeVisible();
  await expectAccessible(visit);
  await visit.getByRole('link', { name: 'Benefit take-up' }).click();
  await expect(visit.getByRole('heading', { level: 1, name: 'Benefit take-up' })).toBeVisible();
  const takeUp = visit.getByRole('table', { name: 'Take-up by benefit' });
  await expect(takeUp.getByRole('rowheader', { name: 'Cycle to Work' })).toBeVisible();
  await expect(takeUp.getByRole('rowheader', { name: 'Dental Insurance' })).toBeVisible();
  await expectAccessible(visit);

  // Its FAQ, with the answer the operator wrote.
  await visit.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
  await visit.getByRole('button', { name: FAQ.question }).click();
  await expect(visit.getByText(FAQ.answer)).toBeVisible();
  await expectAccessible(visit);
  await employer.close();
});
