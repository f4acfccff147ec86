import type { DemoClock } from '@portal/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalNow, setPortalClockOffset } from '../../lib/portal-clock.ts';
import { json, stubApi, type Handler } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loginSetup, signedIn } from '../../test/session-fixtures.ts';
import { setAccessToken } from '../../test/session-state.ts';

// The console answers only on the platform host; jsdom's page is on localhost.
vi.mock('../../lib/platform-host.ts', () => ({ onPlatformHost: () => true }));

const CLOCK = '/api/console/clock';
const DAY = 86_400_000;

/** The clock as the server answers it, moved by `offsetMs` from the browser's time. */
const clockAt = (offsetMs: number, overrides: Partial<DemoClock> = {}): DemoClock => ({
  available: true,
  now: new Date(Date.now() + offsetMs).toISOString(),
  offsetMs,
  moved: offsetMs !== 0,
  presets: [
    { kind: 'windowLastDay', client: 'Demo Ltd', to: '2026-12-31T12:00:00.000Z' },
    { kind: 'pastLockout', to: new Date(Date.now() + offsetMs + 16 * 60_000).toISOString() },
  ],
  ...overrides,
});

function openClock(handler: Handler) {
  const fetchMock = stubApi({
    '/api/login/setup': () => json(loginSetup({ userType: 'admin' })),
    [CLOCK]: handler,
  });
  setAccessToken('access-token-1', 900);
  renderApp('/console/clock/', { session: signedIn({ userType: 'admin' }) });
  return fetchMock;
}

const sentMoves = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init!.body)) as { to: string });

afterEach(() => act(() => setPortalClockOffset(0)));

describe('the Demo clock area', () => {
  it('moves the clock forward by a duration: the banner shows, and the reset takes it away', async () => {
    let offset = 0;
    const fetchMock = openClock(async (request) => {
      if (request.method === 'PUT')
        offset = Date.parse(((await request.json()) as { to: string }).to) - Date.now();
      if (request.method === 'DELETE') offset = 0;
      return json(clockAt(Math.round(offset / 60_000) * 60_000));
    });
    expect(await screen.findByText('This is the real time: the clock is not moved.')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Demo clock' })).toBeNull();

    const duration = screen.getByRole('textbox', { name: 'Duration' });
    await userEvent.type(duration, 'three days');
    await userEvent.click(screen.getByRole('button', { name: 'Forward' }));
    expect(duration).toHaveAccessibleDescription(/Enter a duration such as 3d, 2h, 15m or 1d2h/);
    expect(sentMoves(fetchMock)).toEqual([]);

    await userEvent.clear(duration);
    await userEvent.type(duration, '3d{Enter}');
    expect(await screen.findByText('Moved forward by 3 days from the real time.')).toBeInTheDocument();
    expect(Math.abs(Date.parse(sentMoves(fetchMock)[0]!.to) - (Date.now() + 3 * DAY))).toBeLessThan(5_000);
    expect(await screen.findByRole('complementary', { name: 'Demo clock' })).toHaveTextContent(
      /time is moved/,
    );
    expect(portalNow().getTime() - Date.now()).toBe(3 * DAY);

    await userEvent.click(screen.getByRole('button', { name: 'Reset the clock' }));
    expect(await screen.findByText('This is the real time: the clock is not moved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Demo clock' })).toBeNull());
  });

  it("moves to a client's window's last day from the ready-made moves", async () => {
    const fetchMock = openClock(() => json(clockAt(0)));
    await userEvent.click(
      await screen.findByRole('button', { name: "To Demo Ltd's open window's last day (31 December 2026)" }),
    );
    await waitFor(() => expect(sentMoves(fetchMock)).toEqual([{ to: '2026-12-31T12:00:00.000Z' }]));
  });

  it("says the server's refusal by the clock", async () => {
    openClock((request) =>
      request.method === 'PUT'
        ? json({ message: 'Please choose a time within ten years of today' }, { status: 400 })
        : json(clockAt(0)),
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Duration' }), '9999d{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The clock could not be moved: Please choose a time within ten years of today',
    );
  });

  it('shows the refusal when the portal runs for real, and a failed load with Retry', async () => {
    let calls = 0;
    openClock(() => {
      calls += 1;
      return calls === 1
        ? json({ message: 'Something went wrong' }, { status: 500 })
        : json(clockAt(0, { available: false, presets: [] }));
    });
    expect(await screen.findByText('The demo clock could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/only available in demo mode/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forward' })).toBeNull();
  });

  it("lands on the sign-in page, saying why, when a move ends the operator's own session", async () => {
    openClock((request) =>
      json(request.method === 'PUT' ? { ...clockAt(3 * DAY), sessionEnded: true } : clockAt(0)),
    );
    const duration = await screen.findByRole('textbox', { name: 'Duration' });
    await userEvent.type(duration, '3d{Enter}');
    expect(
      await screen.findByText(
        /Moving it that far ended your session too, as 15 minutes without activity would/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Console areas' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
    // The banner goes on saying the time is moved, signed out too.
    expect(screen.getByRole('complementary', { name: 'Demo clock' })).toHaveTextContent(/time is moved/);
  });
});
