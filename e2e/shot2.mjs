import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function signIn(email) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto('http://localhost:3000/');
  await page.getByRole('main').waitFor();
  const accept = page.getByRole('region', { name: 'Cookie banner' }).getByRole('button', { name: 'Accept cookies' });
  if (await accept.isVisible()) await accept.click();
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Harbour-Lantern-47!');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/app/home/');
  await page.waitForTimeout(1000);
  return page;
}
const alex = await signIn('employee@demo.test');
await alex.goto('http://localhost:3000/app/my-benefits/5/manage');
await alex.getByRole('button', { name: 'Health statement' }).click();
await alex.waitForTimeout(1500);
await alex.screenshot({ path: '/tmp/shot-statement.png', fullPage: false });
const taylor = await signIn('leaver@demo.test');
await taylor.screenshot({ path: '/tmp/shot-taylor.png', fullPage: true });
const sam = await signIn('employer@demo.test');
await sam.goto('http://localhost:3000/app/ccv/manage');
await sam.waitForTimeout(2500);
await sam.screenshot({ path: '/tmp/shot-ccv.png', fullPage: false });
await browser.close();
