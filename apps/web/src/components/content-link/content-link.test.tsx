import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ContentLink } from './content-link.tsx';

const show = (href: string) =>
  render(
    <MemoryRouter>
      <ContentLink href={href} newTabHint="(opens in a new tab)">
        Cycle scheme
      </ContentLink>
    </MemoryRouter>,
  );

describe('a content link', () => {
  it('gives a web address written without a scheme https://, in a new tab (spec section 9)', () => {
    show('www.cyclescheme.example/apply');
    const link = screen.getByRole('link', { name: /^Cycle scheme\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://www.cyclescheme.example/apply');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('keeps a portal path in the app', () => {
    show('/app/faqs/');
    expect(screen.getByRole('link', { name: 'Cycle scheme' })).toHaveAttribute('href', '/app/faqs/');
  });
});
