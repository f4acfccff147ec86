import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { signedIn } from '../../test/session-fixtures.ts';

async function header() {
  const banner = await screen.findByRole('banner');
  await within(banner).findByRole('navigation', { name: 'Main' });
  return within(banner);
}

describe('header of a signed-in user', () => {
  it('has the logo to /app/home/, the navigation and the user menu', async () => {
    renderApp('/app/home/', { session: signedIn() });
    const bar = await header();
    expect(bar.getByRole('link', { name: 'Demo Benefits home' })).toHaveAttribute('href', '/app/home/');
    const nav = within(bar.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app/home/');
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(bar.getByRole('button', { name: 'Hi, Alex' })).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('links only to pages that exist: FAQs when the content has some, Dashboard for an employer', async () => {
    const view = renderApp('/app/home/', {
      session: signedIn({ userType: 'employer', cmsData: { faqs: true, sso_access_only: false } }),
    });
    const nav = within((await header()).getByRole('navigation', { name: 'Main' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'My benefits',
      'FAQs',
      'Dashboard',
    ]);
    expect(nav.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/app/faqs/');
    view.unmount();

    renderApp('/app/home/', {
      session: signedIn({ userType: 'employer', cmsData: { faqs: false, sso_access_only: false } }),
    });
    const withoutFaqs = within((await header()).getByRole('navigation', { name: 'Main' }));
    expect(withoutFaqs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'My benefits',
      'Dashboard',
    ]);
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/app/dashboard/');
  });

  it('shows no Dashboard to an employee', async () => {
    renderApp('/app/home/', { session: signedIn() });
    const nav = within((await header()).getByRole('navigation', { name: 'Main' }));
    expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows the initials when there is no avatar image, and the image when there is one', async () => {
    const view = renderApp('/app/home/', { session: signedIn() });
    const button = (await header()).getByRole('button', { name: 'Hi, Alex' });
    expect(button).toHaveTextContent('AM');
    view.unmount();

    renderApp('/app/home/', { session: signedIn({ avatar: '/api/assets/demo/avatar-alex.png' }) });
    const withImage = (await header()).getByRole('button', { name: 'Hi, Alex' });
    expect(withImage.querySelector('img')).toHaveAttribute('src', '/api/assets/demo/avatar-alex.png');
  });

  it('opens the user menu from the keyboard; arrows move, Escape closes and returns focus', async () => {
    const view = renderApp('/app/home/', { session: signedIn() });
    const button = (await header()).getByRole('button', { name: 'Hi, Alex' });
    button.focus();
    await view.user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['My profile settings', 'Logout']);
    expect(items[0]).toHaveAttribute('href', '/app/home/my-profile/');
    expect(items[1]).toHaveAttribute('href', '/logout');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await view.user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();

    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('goes to /logout from the user menu', async () => {
    stubApi({
      '/api/logout': () => json({ status: 'ok' }),
      '/api/user/logout': () => json({ status: 'ok' }),
    });
    const view = renderApp('/app/home/', { session: signedIn() });
    await view.user.click((await header()).getByRole('button', { name: 'Hi, Alex' }));
    await view.user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have been logged out successfully' }),
    ).toBeInTheDocument();
  });

  it('opens the full-screen mobile menu from the burger, with the links and Logout', async () => {
    const view = renderApp('/app/home/', { session: signedIn({ userType: 'employer' }) });
    const burger = (await header()).getByRole('button', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');

    await view.user.click(burger);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(burger).toHaveAttribute('aria-controls', dialog.id);
    const links = within(within(dialog).getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'My benefits',
      'Dashboard',
      'My profile settings',
      'Logout',
    ]);

    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveFocus();
  });

  it('closes the mobile menu when a link is followed', async () => {
    const view = renderApp('/app/home/', { session: signedIn({ userType: 'employer' }) });
    await view.user.click((await header()).getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await view.user.click(within(dialog).getByRole('link', { name: 'Dashboard' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Employer dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('header without navigation', () => {
  it.each([
    ['logged out', '/', {}],
    ['the site terms not yet accepted', '/app/home/', signedIn({ siteTermsUpdated: true })],
    ['on the two-factor entry page', '/two-fa', signedIn()],
  ])('has only the logo when %s', async (_, path, session) => {
    renderApp(path, { session });
    const banner = within(await screen.findByRole('banner'));
    expect(await banner.findByRole('link', { name: 'Demo Benefits home' })).toBeInTheDocument();
    expect(banner.queryByRole('navigation')).not.toBeInTheDocument();
    expect(banner.queryByRole('button')).not.toBeInTheDocument();
  });
});
