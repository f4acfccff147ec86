import type { ConsoleSso, IdentityProviderSummary } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json } from '../../test/network.ts';
import { openConsolePage, sentRequests } from '../../test/console-page.ts';

// The console answers only on the platform host; jsdom's page is on localhost.
vi.mock('../../lib/platform-host.ts', () => ({ onPlatformHost: () => true }));

const SSO = '/api/console/clients/demo/sso';
const saml: IdentityProviderSummary = {
  protocol: 'saml',
  name: 'demo-saml',
  emailDomains: ['saml.demo.test'],
  idpEntityId: 'https://idp.example/metadata',
  idpMetadataUrl: 'https://idp.example/metadata',
  idpMetadataFetchedAt: '2026-11-25T10:00:00.000Z',
  spEntityId: 'http://demo.localhost/api/sso/demo-saml/saml/metadata',
  assertionConsumerUrl: 'http://demo.localhost/api/sso/demo-saml/saml/acs',
  singleLogout: true,
  identifier: 'employeeNumber',
  identifierTarget: 'employee_number',
  allowIdpInitiated: false,
  rolloverInProgress: false,
  trustProviderMfa: false,
  signInUrl: 'http://demo.localhost/api/sso/demo-saml/start',
};
const demo = (providers: IdentityProviderSummary[]): ConsoleSso => ({
  client: { slug: 'demo', name: 'Demo Ltd' },
  ssoOnly: false,
  providers,
});

describe('the Single sign-on area', () => {
  it('lists a SAML provider with what the IdP needs', async () => {
    openConsolePage('/console/sso/demo/', { [SSO]: () => json(demo([saml])) });
    const card = await screen.findByRole('article', { name: /demo-saml/ });
    expect(card).toHaveTextContent('http://demo.localhost/api/sso/demo-saml/saml/acs');
    expect(card).toHaveTextContent('employeeNumber as employee number');
    expect(within(card).getByRole('link', { name: 'SP metadata of demo-saml' })).toHaveAttribute(
      'href',
      saml.spEntityId,
    );
    expect(within(card).getByRole('switch', { name: "Trust demo-saml's own MFA" })).not.toBeChecked();
    expect(within(card).getByRole('button', { name: 'Refresh metadata now' })).toBeInTheDocument();
  });

  it('says when the client has no provider', async () => {
    openConsolePage('/console/sso/demo/', { [SSO]: () => json(demo([])) });
    expect(
      await screen.findByText('This client has no identity provider yet: add one below.'),
    ).toBeInTheDocument();
  });

  it('offers Retry when the providers cannot be loaded', async () => {
    let calls = 0;
    const { user } = openConsolePage('/console/sso/demo/', {
      [SSO]: () => (++calls === 1 ? json({ message: 'Broken' }, { status: 500 }) : json(demo([]))),
    });
    expect(await screen.findByText('The identity providers could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/no identity provider yet/)).toBeInTheDocument();
  });

  it("checks an OpenID Connect provider's fields, then shows the server's refusal by the issuer", async () => {
    const { user, fetchMock } = openConsolePage('/console/sso/demo/', {
      [SSO]: () => json(demo([])),
      [`${SSO}/oidc`]: () =>
        json(
          {
            message: 'Cannot add the provider',
            errors: [
              { field: 'issuerUrl', message: "Cannot add the provider: the issuer's discovery failed." },
            ],
          },
          { status: 400 },
        ),
    });
    await user.click(await screen.findByRole('radio', { name: 'OpenID Connect' }));
    await user.click(screen.getByRole('button', { name: 'Add the provider' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      /Enter the provider's name/,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(sentRequests(fetchMock, 'POST')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'acme');
    await user.type(screen.getByRole('textbox', { name: 'Issuer' }), 'https://login.acme.example');
    await user.type(screen.getByRole('textbox', { name: 'Client ID' }), 'portal');
    await user.type(screen.getByLabelText('Client secret'), 's3cret');
    await user.type(screen.getByRole('textbox', { name: 'E-mail domains' }), 'acme.com, acme.co.uk');
    await user.click(screen.getByRole('button', { name: 'Add the provider' }));
    const issuer = screen.getByRole('textbox', { name: 'Issuer' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(issuer).toHaveAccessibleDescription(/discovery failed/);
    expect(issuer).toHaveFocus();
    expect(sentRequests(fetchMock, 'POST')[0]!.body).toEqual({
      name: 'acme',
      issuerUrl: 'https://login.acme.example',
      clientId: 'portal',
      clientSecret: 's3cret',
      emailDomains: ['acme.com', 'acme.co.uk'],
    });
  });

  it('removes a provider only with a reason', async () => {
    let providers = [saml];
    const { user, fetchMock } = openConsolePage('/console/sso/demo/', {
      [SSO]: () => json(demo(providers)),
      [`${SSO}/providers/demo-saml`]: () => {
        providers = [];
        return json(demo(providers));
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove demo-saml' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove demo-saml?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove the provider' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for removing it' });
    expect(reason).toHaveAccessibleDescription(/give a reason/);
    expect(sentRequests(fetchMock, 'DELETE')).toEqual([]);
    await user.type(reason, 'Moved to Entra');
    await user.click(within(dialog).getByRole('button', { name: 'Remove the provider' }));
    expect(await screen.findByText(/no identity provider yet/)).toBeInTheDocument();
    expect(sentRequests(fetchMock, 'DELETE')).toEqual([
      { path: `${SSO}/providers/demo-saml`, body: { reason: 'Moved to Entra' } },
    ]);
  });

  it('asks before each step of the certificate rollover, and sends nothing when cancelled', async () => {
    let current = saml;
    const { user, fetchMock } = openConsolePage('/console/sso/demo/', {
      [SSO]: () => json(demo([current])),
      [`${SSO}/providers/demo-saml/rollover`]: async (request) => {
        const { step } = (await request.json()) as { step: 'start' | 'finish' };
        current = { ...saml, rolloverInProgress: step === 'start' };
        return json(current);
      },
    });
    const card = await screen.findByRole('article', { name: /demo-saml/ });
    const rollovers = () => sentRequests(fetchMock, 'POST').filter(({ path }) => path.endsWith('/rollover'));

    await user.click(within(card).getByRole('button', { name: 'Start certificate rollover' }));
    let dialog = screen.getByRole('dialog', { name: 'Start the certificate rollover of demo-saml?' });
    await user.click(within(dialog).getByRole('button', { name: 'Start the rollover' }));
    expect(await within(card).findByText(/The rollover of demo-saml started/)).toBeInTheDocument();
    expect(rollovers()).toEqual([{ path: `${SSO}/providers/demo-saml/rollover`, body: { step: 'start' } }]);

    // Finishing replaces the current certificate: cancelled, nothing is sent and the button has the focus again.
    const finish = await within(card).findByRole('button', { name: 'Finish certificate rollover' });
    await user.click(finish);
    dialog = screen.getByRole('dialog', { name: 'Replace the current certificate of demo-saml?' });
    expect(dialog).toHaveTextContent(/every sign-in through demo-saml is refused/);
    // One Cancel (the dialog's own), and the corner's close button named for what it does.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(finish).toHaveFocus());
    expect(rollovers()).toHaveLength(1);

    await user.click(finish);
    dialog = screen.getByRole('dialog', { name: 'Replace the current certificate of demo-saml?' });
    await user.click(within(dialog).getByRole('button', { name: 'Replace the certificate' }));
    expect(await within(card).findByText(/The rollover of demo-saml is finished/)).toBeInTheDocument();
    expect(rollovers().at(-1)).toEqual({
      path: `${SSO}/providers/demo-saml/rollover`,
      body: { step: 'finish' },
    });
  });
});
