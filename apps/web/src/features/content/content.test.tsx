import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubApi } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';

function page(type: 'terms' | 'policy' | 'cookie', title: string, content: string) {
  return () => json({ type, title, content, revision: 3, updatedAt: '2026-04-01T09:00:00.000Z' });
}

const pages = [
  {
    path: '/cookie-policy/',
    api: '/api/policies/our-cookie-policy',
    type: 'cookie',
    title: 'Our Cookie Policy',
  },
  {
    path: '/privacy-statement/',
    api: '/api/policies/privacy-policy',
    type: 'policy',
    title: 'Privacy Statement',
  },
  {
    path: '/terms-and-conditions/',
    api: '/api/policies/terms-conditions',
    type: 'terms',
    title: 'Terms and Conditions',
  },
] as const;

describe.each(pages)('$title page ($path)', ({ path, api, type, title }) => {
  it('shows loading, then the content under its title and breadcrumb', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    stubApi({
      [api]: async () => {
        await held;
        return page(type, title, `<h2>About this ${type}</h2><p>Plain words for ${type}.</p>`)();
      },
    });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(`Loading ${title}...`).closest('[role="status"]')).toBeInTheDocument();
    release();

    expect(await screen.findByRole('heading', { level: 2, name: `About this ${type}` })).toBeInTheDocument();
    expect(screen.getByText(`Plain words for ${type}.`)).toBeInTheDocument();
    expect(screen.getByText('Last updated 1 April 2026')).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText(title)).toHaveAttribute('aria-current', 'page');
  });

  it('shows the error with Return to home when the request fails', async () => {
    stubApi({ [api]: () => json({ message: 'Database unavailable' }, { status: 503 }) });
    renderApp(path);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `There was an issue requesting the latest ${title}`,
    );
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});

describe('content pages', () => {
  it('sanitise the HTML again before showing it', async () => {
    stubApi({
      '/api/policies/privacy-policy': page(
        'policy',
        'Privacy Statement',
        '<p>Kept</p><img src="x" onerror="window.__owned = true"><script>window.__owned = true</script><p style="color:red">Styled</p>',
      ),
    });
    const { container } = renderApp('/privacy-statement/');

    expect(await screen.findByText('Kept')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('Styled')).not.toHaveAttribute('style');
  });

  it('link the breadcrumb and Return to home to /app/home/ when logged in', async () => {
    stubApi({ '/api/policies/terms-conditions': () => json({ error: 'Nope' }, { status: 500 }) });
    renderApp('/terms-and-conditions/', { session: { loggedIn: true } });

    expect(await screen.findByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/app/home/');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app/home/');
  });

  it('show the error when the network fails', async () => {
    stubApi({
      '/api/policies/our-cookie-policy': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderApp('/cookie-policy/anything');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an issue requesting the latest Our Cookie Policy',
    );
  });

  it('set the document title', async () => {
    stubApi({
      '/api/policies/terms-conditions': page('terms', 'Terms and Conditions', '<p>The terms of use.</p>'),
    });
    renderApp('/terms-and-conditions/');
    // The page's own content, not the footer's "Terms" link, which shows before the page has loaded.
    expect(await screen.findByText('The terms of use.')).toBeInTheDocument();
    expect(document.title).toBe('Terms and Conditions | Demo Benefits');
  });
});
