import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** The portal's address for a tenant's sub-domain, e.g. tenantUrl('northwind', '/') on the test server. */
export function tenantUrl(slug: string, pathname: string): string {
  return `http://${slug}.localhost:${process.env.E2E_PORT}${pathname}`;
}

/** Scans the page with axe and fails on any serious or critical violation, listing them. */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours are measured as painted: let opening animations (a dialog fading in) finish first. Endless ones
  // (spinners, skeletons) never do and are left alone.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = blocking.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/** Which portal a project's journeys run against: the demo world as seeded, or the lane that changes it for good. */
export type PortalLane = 'reading' | 'changing';

/**
 * A worker runs the journeys of one project, so the lane's portal is set once for the whole worker: the helpers
 * that name an address or a data directory (tenantUrl, runAdmin) read it from the environment.
 */
export const test = base.extend<object, { lane: PortalLane; laneEnvironment: void }>({
  lane: ['reading', { scope: 'worker', option: true }],
  laneEnvironment: [
    async ({ lane }, use) => {
      if (lane === 'changing') {
        for (const name of ['BASE_URL', 'PORT', 'DATA_DIR']) {
          process.env[`E2E_${name}`] = process.env[`E2E_CHANGES_${name}`];
        }
      }
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
export { expect };
