import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryStateProps } from './query-state.tsx';

const show = (props: Partial<QueryStateProps>) => {
  const onRetry = vi.fn();
  const view = render(
    <QueryState
      status="success"
      errorText="There was an error requesting the approvals data"
      onRetry={onRetry}
      {...props}
    >
      <p>The content</p>
    </QueryState>,
  );
  return { onRetry, ...view };
};

describe('QueryState', () => {
  it('shows "Loading..." while loading, announced as a status', () => {
    show({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('The content')).not.toBeInTheDocument();
  });

  it("shows the content's skeleton instead, when it has one", () => {
    const { container } = show({ status: 'loading', skeletonClassName: 'cards-skeleton' });
    expect(container.querySelector('.cards-skeleton')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the error as an alert with Retry, which loads again', async () => {
    const { onRetry } = show({ status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('There was an error requesting the approvals data');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the empty text when there is nothing to show, else the content', () => {
    const { rerender, onRetry } = show({ isEmpty: true, emptyText: 'There are no statements to show' });
    expect(screen.getByText('There are no statements to show')).toBeInTheDocument();
    expect(screen.queryByText('The content')).not.toBeInTheDocument();
    rerender(
      <QueryState status="success" errorText="x" onRetry={onRetry}>
        <p>The content</p>
      </QueryState>,
    );
    expect(screen.getByText('The content')).toBeInTheDocument();
  });
});
