import { chromium } from '@playwright/test';
const base = 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', (m) => {
  if (m.type() === 'error') console.log('console:', m.text());
});
await page.goto(base + '/');
await page.getByRole('main').waitFor();
const accept = page
  .getByRole('region', { name: 'Cookie banner' })
  .getByRole('button', { name: 'Accept cookies' });
if (await accept.isVisible()) await accept.click();
await page.getByRole('textbox', { name: 'Email address' }).fill(process.argv[2] ?? 'employee@demo.test');
await page.getByRole('button', { name: 'Next' }).click();
await page.getByLabel('Password', { exact: true }).fill('Harbour-Lantern-47!');
await page.getByRole('button', { name: 'Login' }).click();
await page.waitForURL(/app\/home/);
const steps = JSON.parse(process.argv[3] ?? '[]');
let i = 0;
for (const step of steps) {
  if (step.goto) await page.goto(base + step.goto);
  if (step.click)
    await page
      .getByRole(step.role ?? 'button', { name: step.click, exact: step.exact ?? false })
      .first()
      .click();
  if (step.fill) await page.getByLabel(step.fill).fill(step.value);
  if (step.check) await page.getByLabel(step.check).check();
  await page.waitForTimeout(step.wait ?? 1200);
  if (step.shot) await page.screenshot({ path: `/tmp/shot-${step.shot}.png`, fullPage: true });
  i++;
}
await browser.close();
