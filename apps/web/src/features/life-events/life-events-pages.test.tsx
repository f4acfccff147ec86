import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loginSetup, signedIn } from '../../test/session-fixtures.ts';

function open(path: string, handlers: Parameters<typeof stubApi>[0]) {
  stubApi({ '/api/login/setup': () => json(loginSetup()), ...handlers });
  setAccessToken('access-token-1', 900);
  return renderApp(path, { session: signedIn() });
}

describe('Life events', () => {
  it('says which benefits an open event lets the employee change, and until when', async () => {
    open('/app/home/my-profile/life-events/', {
      '/api/client/life-events': () =>
        json({
          events: [
            {
              id: 'e1',
              typeId: 't1',
              typeName: 'Marriage or civil partnership',
              eventDate: '2026-11-14',
              reportedAt: '2026-11-17T10:00:00.000Z',
              opensOn: '2026-11-14',
              closesOn: '2026-12-14',
              status: 'open',
              voidReason: null,
              evidenceName: null,
              benefits: [
                { id: 5, name: 'Dental Insurance' },
                { id: 8, name: 'Life Assurance' },
              ],
            },
          ],
        }),
    });
    expect(
      await screen.findByText('You can change Dental Insurance and Life Assurance until 14 December 2026'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dental Insurance' })).toHaveAttribute(
      'href',
      '/app/my-benefits/5',
    );
  });

  it('has an empty state, and a failed load offers a retry', async () => {
    let fail = true;
    const view = open('/app/home/my-profile/life-events/', {
      '/api/client/life-events': () =>
        fail ? json({ message: 'x' }, { status: 500 }) : json({ events: [] }),
    });
    expect(
      await screen.findByText('There was a problem loading your life events. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await view.user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have not reported any life events.')).toBeInTheDocument();
  });
});
