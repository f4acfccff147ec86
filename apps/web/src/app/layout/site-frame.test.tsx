import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';

async function footer() {
  return within(await screen.findByRole('contentinfo'));
}

describe('footer', () => {
  it('shows the year notice with the brand name, and Privacy and Terms links', async () => {
    renderApp('/');
    const links = await footer();
    expect(links.getByText(`© ${new Date().getFullYear()} Demo Benefits`)).toBeInTheDocument();
    expect(links.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy-statement/');
    expect(links.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms-and-conditions/');
  });

  it('shows Contact only when logged in and the client has contact-us enabled', async () => {
    renderApp('/', {
      session: {
        loggedIn: true,
        contactUsEnabled: true,
      },
    });
    expect((await footer()).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact-us/');
  });

  it.each([
    ['logged out, contact-us enabled', { loggedIn: false, contactUsEnabled: true }],
    ['logged in, contact-us disabled', { loggedIn: true, contactUsEnabled: false }],
    ['logged out, contact-us disabled', { loggedIn: false, contactUsEnabled: false }],
  ])('hides Contact when %s', async (_, { loggedIn, contactUsEnabled }) => {
    renderApp('/', {
      session: {
        loggedIn,
        contactUsEnabled,
      },
    });
    expect((await footer()).queryByRole('link', { name: 'Contact' })).not.toBeInTheDocument();
  });
});

describe('header', () => {
  it('shows the logo with the brand name, linking to / when logged out', async () => {
    renderApp('/');
    const banner = within(await screen.findByRole('banner'));
    const logo = banner.getByRole('img', { name: 'Demo Benefits home' });
    expect(logo).toHaveAttribute('src', '/logos/default-mobile-logo.svg');
    expect(logo.closest('picture')?.querySelector('source')).toHaveAttribute(
      'srcset',
      '/logos/default-header-logo.svg',
    );
    expect(banner.getByRole('link', { name: 'Demo Benefits home' })).toHaveAttribute('href', '/');
  });

  it('links the logo to /app/home/ when logged in', async () => {
    renderApp('/', { session: { loggedIn: true } });
    const banner = within(await screen.findByRole('banner'));
    expect(banner.getByRole('link', { name: 'Demo Benefits home' })).toHaveAttribute('href', '/app/home/');
  });

  it('shows no logo link until the theme is known', async () => {
    renderApp('/', { theme: null });
    const banner = within(await screen.findByRole('banner'));
    expect(banner.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('page frame', () => {
  it('has a skip link to the main content first, and the header, main and footer landmarks', async () => {
    renderApp('/');
    await screen.findByRole('main');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('moves focus to the main content after a navigation', async () => {
    stubApi({
      '/api/policies/privacy-policy': () =>
        json({
          type: 'policy',
          title: 'Privacy',
          content: '<p>Privacy words</p>',
          revision: 1,
          updatedAt: '2026-04-01',
        }),
    });
    const { user } = renderApp('/');
    await user.click(
      await within(await screen.findByRole('contentinfo')).findByRole('link', { name: 'Privacy' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Statement' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
