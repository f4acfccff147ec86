import { defineConfig, devices } from '@playwright/test';

// Browser journeys against the real server (npm start on a free port, fresh DATA_DIR; see global-setup.ts)
// in Debian's Chromium. Playwright never downloads a browser here.
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // The longest journeys (two sign-ins and two axe scans) take 20 to 30 s with two workers on two cores.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '../.ci/out/e2e.json' }]] : 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore:
        /(account-changes|selections|family|tenant-settings|welcome-emails|approvals|uploads|console-theme-content|console-people|console-scheme|console-catalogue|console-catalogue-terms|console-onboarding|console-clock)\.spec\.ts/,
    },
    // Journeys that change the demo's selections run once every journey reading them as seeded has finished.
    {
      name: 'selections',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /(selections|family)\.spec\.ts/,
      dependencies: ['chromium'],
    },
    // Two-factor enforcement changes how everyone of the tenant signs in: alone, with the accounts as seeded.
    {
      name: 'tenant-settings',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /tenant-settings\.spec\.ts/,
      dependencies: ['selections'],
    },
    // Journeys that change demo accounts for good (activation, password reset and change) run next, once
    // every other journey has finished with the accounts as seeded.
    {
      name: 'account-changes',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /account-changes\.spec\.ts/,
      dependencies: ['tenant-settings'],
    },
    // Approvals decide the requests that the selections journeys leave pending: after them, and alone (their
    // e-mails are read from the newest of the tenant's mailbox).
    {
      name: 'approvals',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /approvals\.spec\.ts/,
      dependencies: ['account-changes'],
    },
    // The roster upload changes someone's record until it is undone at its end: alone, after approvals.
    {
      name: 'uploads',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /uploads\.spec\.ts/,
      dependencies: ['approvals'],
    },
    // The bulk welcome e-mail replaces every seeded activation link: last of all.
    {
      name: 'welcome-emails',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /welcome-emails\.spec\.ts/,
      dependencies: ['uploads'],
    },
    // The console's People journey changes Demo Ltd's approver and adds to its audit trail: after the rest, and
    // before new terms are published (its masquerade lands on Alex's home page, not the new-terms screen).
    {
      name: 'console-people',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /console-people\.spec\.ts/,
      dependencies: ['welcome-emails'],
    },
    // The console's theme and content journeys change Northwind's theme and Demo Ltd's terms for good.
    {
      name: 'console-theme-content',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /console-theme-content\.spec\.ts/,
      dependencies: ['console-people'],
    },
    // The console's scheme journey changes Northwind's windows and cut-off day for good: after everything.
    {
      name: 'console-scheme',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /console-scheme\.spec\.ts/,
      dependencies: ['console-theme-content'],
    },
    // The console's Benefits catalogue journeys add to Northwind's catalogue, retire one and publish new terms for good.
    {
      name: 'console-catalogue',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /console-catalogue(-terms)?\.spec\.ts/,
      dependencies: ['console-scheme'],
    },
    // Onboarding a client end to end works on a client of its own, and before the clock is moved (its window opens
    // on the real today).
    {
      name: 'console-onboarding',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /console-onboarding\.spec\.ts/,
      dependencies: ['console-catalogue'],
    },
    // The demo's clock moves the time every other journey reads: alone, after all of them (reset in afterAll).
    {
      name: 'console-clock',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: /console-clock\.spec\.ts/,
      dependencies: ['console-onboarding'],
    },
  ],
});
