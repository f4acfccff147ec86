import { IDLE_PROMPT_AFTER_MS } from '@portal/contracts/constants';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/network.ts';
import { currentLocation, renderApp } from '../../test/render-app.tsx';
import { signedIn } from '../../test/session-fixtures.ts';

/** Moves the clock on in one-second ticks, as the idle check runs. */
async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('idle prompt (spec section 4, Idle)', () => {
  beforeEach(() => {
    // The idle check's clock only (setInterval and Date): pages still load with real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-05-04T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  async function signedInAtHome() {
    const fetchMock = stubApi({
      '/api/ping': () => json({ status: 'ok' }),
      '/api/logout': () => json({ status: 'ok' }),
      '/api/user/logout': () => json({ status: 'ok' }),
    });
    window.sessionStorage.setItem('lastApiCall', String(Date.now()));
    renderApp('/app/home/', { session: signedIn() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Alex' })).toBeInTheDocument();
    return fetchMock;
  }

  it('asks "Stay logged in?" 14 minutes after the last API call, not before', async () => {
    await signedInAtHome();
    await elapse(IDLE_PROMPT_AFTER_MS - 2000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await elapse(2000);
    const dialog = screen.getByRole('dialog', { name: 'Stay logged in?' });
    expect(dialog).toHaveAccessibleDescription('We will log you out soon to protect your account');
    expect(dialog).toHaveTextContent('You will be logged out in 15 seconds.');
    expect(screen.getByRole('button', { name: 'Stay logged in' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('counts down, announcing every 5 seconds rather than every second', async () => {
    await signedInAtHome();
    await elapse(IDLE_PROMPT_AFTER_MS);
    const dialog = screen.getByRole('dialog', { name: 'Stay logged in?' });
    const announcement = () => dialog.querySelector('[role="status"]')?.textContent;
    expect(announcement()).toBe('You will be logged out in 15 seconds.');

    await elapse(3000);
    expect(dialog).toHaveTextContent('You will be logged out in 12 seconds.');
    expect(announcement()).toBe('You will be logged out in 15 seconds.');
    await elapse(2000);
    expect(announcement()).toBe('You will be logged out in 10 seconds.');
  });

  it('goes to /logout when the countdown reaches zero', async () => {
    const fetchMock = await signedInAtHome();
    await elapse(IDLE_PROMPT_AFTER_MS);
    expect(screen.getByRole('dialog', { name: 'Stay logged in?' })).toBeInTheDocument();

    await elapse(14_000);
    expect(screen.getByRole('dialog')).toHaveTextContent('You will be logged out in 1 second.');
    expect(currentLocation.pathname).toBe('/app/home/');
    await elapse(1000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(currentLocation.pathname).toBe('/logout'));
    expect(
      await screen.findByRole('heading', { name: 'You have been logged out successfully' }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
  });

  it('"Stay logged in" calls ping and closes; the next prompt comes 14 minutes later', async () => {
    const fetchMock = await signedInAtHome();
    await elapse(IDLE_PROMPT_AFTER_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Stay logged in' }));
    await elapse(500);

    expect(fetchMock).toHaveBeenCalledWith('/api/ping', expect.objectContaining({ method: 'GET' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await elapse(IDLE_PROMPT_AFTER_MS - 2000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await elapse(2000);
    expect(screen.getByRole('dialog', { name: 'Stay logged in?' })).toBeInTheDocument();
  });

  it('"Logout" goes to /logout at once', async () => {
    await signedInAtHome();
    await elapse(IDLE_PROMPT_AFTER_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentLocation.pathname).toBe('/logout'));
    expect(
      await screen.findByRole('heading', { name: 'You have been logged out successfully' }),
    ).toBeInTheDocument();
  });

  it('waits for a user who keeps using the app', async () => {
    await signedInAtHome();
    await elapse(10 * 60_000);
    window.sessionStorage.setItem('lastApiCall', String(Date.now()));
    await elapse(10 * 60_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
