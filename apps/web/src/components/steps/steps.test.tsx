import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Steps } from './steps.tsx';

describe('Steps', () => {
  it('says which step of how many, as text and as an accessible progress bar', () => {
    render(<Steps names={['Verify', 'Password']} current={1} />);
    expect(screen.getByText('Step 2 of 2: Password')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '2');
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 2: Password');
  });

  it('lists the steps with the current one marked', () => {
    render(<Steps names={['Verify', 'Password', '2FA', 'Terms']} current={0} />);
    const items = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Verify', 'Password', '2FA', 'Terms']);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(items[1]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 1 of 4: Verify');
  });

  it('fills the bar by the steps done, which may differ from the current step', () => {
    render(<Steps names={['Verify', 'Password']} current={1} completed={2} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  });
});
