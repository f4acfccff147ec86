import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';

const cookiePolicy = () =>
  json({
    type: 'cookie',
    title: 'Our Cookie Policy',
    content: '<p>How we use cookies.</p>',
    revision: 1,
    updatedAt: '2026-04-01',
  });

function banner() {
  return screen.queryByRole('region', { name: 'Cookie banner' });
}

async function openSettings(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Manage cookies' }));
  return screen.findByRole('dialog', { name: 'Manage cookies' });
}

/** A reload: the persisted state is written, the page goes away and the app starts again from storage. */
async function reload(view: ReturnType<typeof renderApp>, path: string) {
  await view.persistor.flush();
  view.unmount();
  return renderApp(path);
}

describe('cookie banner', () => {
  it('is a labelled region with the policy link, Accept cookies and Manage cookies', async () => {
    renderApp('/');
    const region = await screen.findByRole('region', { name: 'Cookie banner' });
    expect(within(region).getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute(
      'href',
      '/cookie-policy/',
    );
    expect(within(region).getByRole('button', { name: 'Accept cookies' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Manage cookies' })).toBeInTheDocument();
  });

  it('disappears when cookies are accepted, moves focus to the main content, and stays gone after a reload', async () => {
    const view = renderApp('/');
    await view.user.click(await screen.findByRole('button', { name: 'Accept cookies' }));

    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByText('Your cookie settings have been saved.')).toBeInTheDocument();
    expect(view.store.getState().cookie).toEqual({ cookiesAccepted: true, nonNecessaryCookiesEnabled: true });

    await reload(view, '/somewhere/else');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });

  it('leaves the focus where it is when the visitor had moved on (a click kept from before the app ran)', async () => {
    renderApp('/');
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    email.focus();
    // As the app replays a click kept by the page's start script: the button never had the focus.
    (await screen.findByRole('button', { name: 'Accept cookies' })).click();

    await waitFor(() => expect(banner()).not.toBeInTheDocument());
    expect(email).toHaveFocus();
  });

  it('opens Manage cookies: essential always on, video player cookies a switch; Save remembers the choice', async () => {
    stubApi({ '/api/policies/our-cookie-policy': cookiePolicy });
    const view = renderApp('/');
    const dialog = await openSettings(view.user);

    const essential = within(dialog).getByRole('switch', { name: 'Essential cookies' });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
    const video = within(dialog).getByRole('switch', { name: 'Video player cookies' });
    expect(video).not.toBeChecked();

    await view.user.click(video);
    expect(video).toBeChecked();
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(banner()).not.toBeInTheDocument();
    expect(view.store.getState().cookie).toEqual({ cookiesAccepted: true, nonNecessaryCookiesEnabled: true });

    // After a reload, the cookie policy page offers the settings again, with the saved choice.
    const again = await reload(view, '/cookie-policy/');
    await screen.findByText('How we use cookies.');
    const reopened = await openSettings(again.user);
    expect(within(reopened).getByRole('switch', { name: 'Video player cookies' })).toBeChecked();
  });

  it('saves video player cookies off when left off', async () => {
    const view = renderApp('/');
    const dialog = await openSettings(view.user);
    await view.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.store.getState().cookie.cookiesAccepted).toBe(true));
    expect(view.store.getState().cookie.nonNecessaryCookiesEnabled).toBe(false);
  });

  it('is keyboard operable: Space toggles the switch, Escape closes without saving and focus returns', async () => {
    const view = renderApp('/');
    const dialog = await openSettings(view.user);
    const video = within(dialog).getByRole('switch', { name: 'Video player cookies' });
    video.focus();
    await view.user.keyboard(' ');
    expect(video).toBeChecked();
    await view.user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.store.getState().cookie.cookiesAccepted).toBe(false);
    expect(banner()).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Manage cookies' })).toHaveFocus());
  });

  it('is hidden on the cookie policy page', async () => {
    stubApi({ '/api/policies/our-cookie-policy': cookiePolicy });
    renderApp('/cookie-policy/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Our Cookie Policy' })).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });

  it('is hidden while masquerading', async () => {
    renderApp('/', { session: { masquerade: { userId: 'user-1', schemeYear: 2026 } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
  });
});
