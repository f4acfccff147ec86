import type { TotalRewardCard } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loginSetup, signedIn } from '../../test/session-fixtures.ts';

const headline: NonNullable<TotalRewardCard['year']> = {
  year: 2026,
  label: '2026/27',
  from: '2026-04',
  to: '2026-10',
  months: 7,
  salary: 24_500,
  employerContributions: 852.6,
  savings: 343,
  youPaid: 1445.8,
  benefitsValue: 1195.6,
  total: 25_695.6,
};

function open(path: string, handlers: Parameters<typeof stubApi>[0]) {
  const fetchMock = stubApi({ '/api/login/setup': () => json(loginSetup()), ...handlers });
  setAccessToken('access-token-1', 900);
  renderApp(path, { session: signedIn() });
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://localhost').pathname === path).length;

describe("the home page's total reward card", () => {
  it('asks again once when the summary fails, then shows it', async () => {
    let failures = 1;
    const fetchMock = open('/app/home/', {
      '/api/user/selections/mtb/card': () =>
        failures-- > 0 ? json({ message: 'busy' }, { status: 503 }) : json({ year: headline }),
    });
    const card = await screen.findByRole('region', { name: 'Your total reward' });
    expect(card).toHaveTextContent('£25,695.60');
    expect(card).toHaveTextContent('Your salary and benefits from April 2026 to October 2026');
    expect(calls(fetchMock, '/api/user/selections/mtb/card')).toBe(2);
  });

  it('says so after a second failure, and asks no more', async () => {
    const fetchMock = open('/app/home/', {
      '/api/user/selections/mtb/card': () => json({ message: 'busy' }, { status: 503 }),
    });
    expect(
      await screen.findByText('There was an error requesting your total reward, please try again later'),
    ).toBeInTheDocument();
    expect(calls(fetchMock, '/api/user/selections/mtb/card')).toBe(2);
  });
});
