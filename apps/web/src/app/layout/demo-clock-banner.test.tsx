import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPortalClockOffset } from '../../lib/portal-clock.ts';
import { json, stubApi } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { signedIn } from '../../test/session-fixtures.ts';

afterEach(() => {
  act(() => setPortalClockOffset(0));
  vi.useRealTimers();
});

describe("the demo clock's banner", () => {
  it('shows the moved date and time on every page while the clock is moved, and goes when it is reset', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T09:00:00.000Z'), shouldAdvanceTime: true });
    renderApp('/app/home/', { session: signedIn() });
    expect(screen.queryByRole('complementary', { name: 'Demo clock' })).toBeNull();
    act(() => setPortalClockOffset(3 * 86_400_000));
    const banner = await screen.findByRole('complementary', { name: 'Demo clock' });
    expect(banner).toHaveTextContent('Demo clock: Thursday 3 December 2026, 09:00 — time is moved');
    act(() => setPortalClockOffset(0));
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Demo clock' })).toBeNull());
  });

  it('shows on signed-out pages too: the login page asks the server how far the clock is moved', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T09:00:00.000Z'), shouldAdvanceTime: true });
    const fetchMock = stubApi({ '/api/demo-clock': () => json({ offsetMs: 3 * 86_400_000 }) });
    renderApp('/');
    const banner = await screen.findByRole('complementary', { name: 'Demo clock' });
    expect(banner).toHaveTextContent('Demo clock: Thursday 3 December 2026, 09:00 — time is moved');
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked).toContain('/api/demo-clock');
  });
});
