import type { ConsoleTheme } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loginSetup, signedIn } from '../../test/session-fixtures.ts';

// The console answers only on the platform host; jsdom's page is on localhost.
vi.mock('../../lib/platform-host.ts', () => ({ onPlatformHost: () => true }));

const THEME = '/api/console/clients/northwind/theme';
const northwind: ConsoleTheme = {
  client: { slug: 'northwind', name: 'Northwind Traders' },
  theme: {
    primaryColour: '#c2410c',
    secondaryColour: '#1f2937',
    logoFileUrl: '/api/assets/northwind/logo.svg',
    brandHeaderLogo: '/api/assets/northwind/header-logo.svg',
    mobileLogo: '/api/assets/northwind/mobile-logo.svg',
    supportEmail: 'support@northwind.test',
    contactUsEmail: 'hr@northwind.test',
    benefitBrandName: 'Northwind Rewards',
    benefitBrandPhoneNumber: 'TBC',
    avatarSet: null,
    baseFont: 'Inter',
    headerFont: 'Inter',
  },
};

function openEditor(handlers: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({
    '/api/login/setup': () => json(loginSetup({ userType: 'admin' })),
    [THEME]: (request) =>
      request.method === 'PUT'
        ? request
            .json()
            .then((body: ConsoleTheme['theme']) =>
              json({ ...northwind, theme: { ...northwind.theme, ...body } }),
            )
        : json(northwind),
    ...handlers,
  });
  setAccessToken('access-token-1', 900);
  return {
    ...renderApp('/console/theme/northwind/', { session: signedIn({ userType: 'admin' }) }),
    fetchMock,
  };
}

describe('the theme editor', () => {
  it("shows the client's theme beside its preview", async () => {
    openEditor();
    expect(await screen.findByRole('heading', { name: 'Theme of Northwind Traders' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('#c2410c');
    expect(screen.getByRole('combobox', { name: 'Body font' })).toHaveValue('Inter');
    const tints = screen.getByRole('list', { name: 'Tints of the primary colour' });
    expect(
      within(tints)
        .getAllByRole('listitem')
        .map((tint) => tint.textContent),
    ).toEqual([
      '100%#c2410c',
      expect.stringMatching(/^80%#/),
      expect.stringMatching(/^60%#/),
      expect.stringMatching(/^20%#/),
      expect.stringMatching(/^5%#/),
    ]);
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent('Welcome to Northwind Rewards');
  });

  it('checks a colour as it is typed and offers the nearest readable one in one click', async () => {
    const { user } = openEditor();
    const primary = await screen.findByRole('textbox', { name: 'Primary colour' });
    await user.clear(primary);
    await user.type(primary, '#7fd1ff');
    expect(primary).toHaveAccessibleDescription(/Text in #7fd1ff on white has a contrast of 1\.\d\d:1/);
    expect(primary).toHaveAttribute('aria-invalid', 'true');
    const fix = screen.getByRole('button', { name: /^Use #[0-9a-f]{6}$/ });
    const suggestion = fix.textContent!.replace('Use ', '');
    await user.click(fix);
    expect(primary).toHaveValue(suggestion);
    expect(primary).not.toHaveAttribute('aria-invalid');
    expect(primary).toHaveAccessibleDescription(/passes WCAG AA/);
  });

  it('refuses to send an unreadable theme, then saves a readable one and says it is published', async () => {
    const { user, fetchMock } = openEditor();
    const primary = await screen.findByRole('textbox', { name: 'Primary colour' });
    await user.clear(primary);
    await user.type(primary, '#ffcc00');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The theme was not saved');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: /^Use #/ }));
    await user.clear(screen.getByRole('textbox', { name: 'Benefit brand name' }));
    await user.type(screen.getByRole('textbox', { name: 'Benefit brand name' }), 'Northwind Perks');
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    expect(
      await screen.findByText('The theme of Northwind Traders is saved and published.', { selector: 'p' }),
    ).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(sent[1]!.body))).toMatchObject({ benefitBrandName: 'Northwind Perks' });
  });

  it("shows the server's refusal by the field", async () => {
    const { user } = openEditor({
      [THEME]: (request) =>
        request.method === 'PUT'
          ? json(
              {
                message: 'The theme was not saved',
                errors: [
                  {
                    field: 'logoFileUrl',
                    message: 'Upload the image again: this one is not stored for this client',
                  },
                ],
              },
              { status: 400 },
            )
          : json(northwind),
    });
    await screen.findByRole('heading', { name: 'Theme of Northwind Traders' });
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    expect(
      await screen.findByText('Upload the image again: this one is not stored for this client'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Client logo')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the sub-domain names no client', async () => {
    stubApi({
      '/api/login/setup': () => json(loginSetup({ userType: 'admin' })),
      '/api/console/clients/nowhere/theme': () => json({ message: 'Not found' }, { status: 404 }),
    });
    setAccessToken('access-token-1', 900);
    renderApp('/console/theme/nowhere/', { session: signedIn({ userType: 'admin' }) });
    expect(await screen.findByText('There is no client with the sub-domain nowhere.')).toBeInTheDocument();
  });
});
