import { expect, expectAccessible, tenantUrl, test } from '../support/fixtures.ts';
import { acceptCookies, signIn } from '../support/sign-in.ts';

test('employee@demo.test sees the banner and three cards, which lead to their pages', async ({ page }) => {
  await signIn(page, 'employee@demo.test', 'Alex');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Your 2026 benefits window is open' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Make your choices' })).toHaveAttribute(
    'href',
    '/app/my-benefits/',
  );
  // The banner speaks of the window the demo was seeded in.
  await expect(main.getByText(/^You can make or change your choices until \d+ \w+ \d{4}\./)).toBeVisible();
  const cards = main.getByRole('region', { name: 'Explore your benefits' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.getByRole('heading')).toHaveText([
    'Choose your benefits',
    'Cycle to Work',
    'Questions answered',
  ]);
  await expect(cards.first().locator('img')).toHaveJSProperty('complete', true);
  await expect(main.getByRole('link', { name: 'Cycle to Work' })).toHaveAttribute(
    'href',
    '/app/my-benefits/1',
  );
  await expectAccessible(page);

  await main.getByRole('link', { name: 'Questions answered' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
});

test('FAQs open and filter as you type', async ({ page }) => {
  await signIn(page, 'employee@demo.test', 'Alex');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('FAQs');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Your account',
    'Choosing benefits',
    'Pay and tax',
  ]);

  const question = page.getByRole('button', { name: 'What is salary sacrifice?' });
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Salary sacrifice means giving up part of your salary')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Search the FAQs' }).fill('payslip');
  await expect(page.getByText('2 questions match “payslip”.')).toBeVisible();
  await expect(page.getByRole('button', { name: /\?$/ })).toHaveText([
    'When do my choices take effect?',
    'Who can I ask about my payslip?',
  ]);
  await page.getByRole('searchbox', { name: 'Search the FAQs' }).fill('crypto');
  await expect(page.getByText('No questions match “crypto”.')).toBeVisible();
  await expectAccessible(page);
});

test('contact us sends the enquiry, shows the success panel, and the e-mail reaches the demo mailbox', async ({
  page,
  request,
}) => {
  await signIn(page, 'employee@demo.test', 'Alex');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Contact Us');
  await expect(page.getByRole('complementary', { name: 'Other ways to reach us' })).toContainText(
    'answers messages within two working days',
  );

  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toContainText('Please correct the errors below.');
  await expect(page.getByText('This field is required')).toHaveCount(2);
  await expectAccessible(page);

  const comments = `Please send me the cycle to work form. (${Date.now()})`;
  await page.getByRole('combobox', { name: 'Subject' }).selectOption({ label: 'My benefits' });
  await page.getByRole('textbox', { name: 'Your message' }).fill(comments);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('heading', { name: 'Your message has been sent!' })).toBeFocused();
  await expect(page.getByText('We will contact you as soon as possible.')).toBeVisible();
  await expectAccessible(page);

  const response = await request.get('/dev/mailbox.json?to=hr@demo.test');
  const { messages } = (await response.json()) as { messages: { subject: string; text: string | null }[] };
  const mail = messages.find((message) => message.text?.includes(comments));
  expect(mail?.subject).toContain('Alex Morgan');
});

test('the contact page that cannot load offers the support e-mail and the real phone number', async ({
  page,
}) => {
  await signIn(page, 'employee@demo.test', 'Alex');
  // The network fails (the browser is offline for this one request); the server has nothing to do with it.
  await page.route('**/api/cms-content/contact', (route) => route.abort('internetdisconnected'));
  await page.goto('/contact-us/');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  const failure = page.getByRole('alert');
  await expect(failure).toContainText('There was a problem loading this page');
  await expect(failure.getByRole('link', { name: 'support@demo.test' })).toBeVisible();
  await expect(failure.getByRole('link', { name: '0161 496 0000' })).toHaveAttribute(
    'href',
    'tel:01614960000',
  );
  await expectAccessible(page);
});

test("northwind's support number is TBC, so its help offers the e-mail and never the phone; contact us is off", async ({
  page,
}) => {
  await page.goto(tenantUrl('northwind', '/'));
  await acceptCookies(page);
  const help = page.getByRole('region', { name: 'Need help?' });
  await expect(help.getByRole('link', { name: 'Email us at support@northwind.test' })).toBeVisible();
  await expect(help.getByRole('link')).toHaveCount(1);
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact' })).toHaveCount(0);
});

test('Profile Settings changes the avatar, which stays after a reload', async ({ page }) => {
  await signIn(page, 'employer@demo.test', 'Sam');
  await page.getByRole('button', { name: 'Hi, Sam' }).click();
  await page.getByRole('menuitem', { name: 'My profile settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Profile Settings');
  await expect(page.getByRole('region', { name: 'Personal details' })).toContainText('employer@demo.test');
  await expectAccessible(page);

  const choice = page.getByRole('radio', { name: 'Mountain' });
  await choice.focus();
  await page.keyboard.press('Space');
  await expect(choice).toBeChecked();
  await page.getByRole('button', { name: 'Save avatar' }).click();
  await expect(page.getByText('Your avatar has been saved.')).toBeVisible();
  const headerAvatar = page.getByRole('button', { name: 'Hi, Sam' }).locator('img');
  await expect(headerAvatar).toHaveAttribute('src', /mountain/);

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Mountain' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Hi, Sam' }).locator('img')).toHaveAttribute(
    'src',
    /mountain/,
  );
});

test('side panels open from Profile Settings by keyboard alone, and focus comes back', async ({ page }) => {
  await signIn(page, 'employee@demo.test', 'Alex');
  await page.getByRole('button', { name: 'Hi, Alex' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'My profile settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();

  for (const [button, panelName] of [
    ['Change password', 'Change password'],
    ['Turn on two-factor authentication', 'Turn on two-factor authentication'],
  ] as const) {
    const opener = page.getByRole('main').getByRole('button', { name: button });
    await opener.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: panelName });
    await expect(panel).toBeVisible();
    await expectAccessible(page);
    // Focus stays inside the panel.
    for (let step = 0; step < 6; step += 1) await page.keyboard.press('Tab');
    await expect(panel.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(opener).toBeFocused();
  }
});
