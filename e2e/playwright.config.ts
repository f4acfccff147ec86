import { defineConfig, devices } from '@playwright/test';
import type { PortalLane } from './support/fixtures.ts';

// Browser journeys against the real server (npm start on free ports, fresh DATA_DIRs; see global-setup.ts) in
// Debian's Chromium. Playwright never downloads a browser here.
export default defineConfig<object, { lane: PortalLane }>({
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
    // The journeys that change the demo world for good (activation and passwords, selections, approvals, the
    // console's changes, the moved clock) run one after another, in the order of their names, against a portal
    // of their own (global-setup.ts). Each leaves what the next one expects; none of them waits for the journeys
    // that read the world as seeded, which run beside them on the other portal. First, so that the lane starts
    // at once and keeps one worker.
    {
      name: 'changes',
      testDir: './tests/changes',
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        baseURL: process.env.E2E_CHANGES_BASE_URL,
        lane: 'changing',
      },
    },
    {
      name: 'chromium',
      testIgnore: /\/changes\//,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
});
