import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { GenericErrorPage } from './generic-error-page.tsx';
import { RootErrorBoundary } from './root-error-boundary.tsx';
import { PageErrorBoundary } from './route-error-page.tsx';

const GENERIC =
  'Uh oh! It looks like something has gone wrong. Please try refreshing the page or click below to return to the home page';

function Broken(): never {
  throw new Error('boom');
}

describe('not-found screen', () => {
  it.each(['/no/such/page', '/activation', '/appointments'])('is shown for %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(
      screen.getByText('Oops! The page you are looking for has been removed or relocated.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found | Demo Benefits');
  });
});

describe('generic error page', () => {
  it('is what the root error boundary shows when rendering fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <RootErrorBoundary>
        <Broken />
      </RootErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: GENERIC })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('is what a page that fails shows, until the next page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = render(
      <PageErrorBoundary resetKey="/broken">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByText(GENERIC)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');

    view.rerender(
      <PageErrorBoundary resetKey="/next">
        <p>The next page</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('The next page')).toBeInTheDocument();
  });

  it('renders on its own, without store or router', () => {
    render(<GenericErrorPage />);
    expect(screen.getByText(GENERIC)).toBeInTheDocument();
  });
});
