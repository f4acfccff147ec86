import type { FaqGroup } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { signedIn } from '../../test/session-fixtures.ts';

const faqs: FaqGroup[] = [
  {
    id: 'g1',
    title: 'Your account',
    order: 0,
    questions: [
      {
        id: 'q1',
        question: 'How do I change my password?',
        answer: '<p>Open Profile Settings.</p>',
        order: 0,
      },
      { id: 'q2', question: 'Why was I signed out?', answer: '<p>After 15 minutes.</p>', order: 1 },
    ],
  },
  {
    id: 'g2',
    title: 'Pay and tax',
    order: 1,
    questions: [{ id: 'q3', question: 'Do I pay tax on my benefits?', answer: '<p>Some.</p>', order: 0 }],
  },
];

function openFaqs(answer: () => Response = () => json(faqs)) {
  stubApi({ '/api/cms-content/faqs': answer });
  setAccessToken('access-token-1', 900);
  return renderApp('/app/faqs/', { session: signedIn({ cmsData: { faqs: true, sso_access_only: false } }) });
}

describe('FAQs page', () => {
  it('shows the groups with questions that open and close their answers', async () => {
    const view = openFaqs();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeFAQs');
    expect(await screen.findByRole('heading', { level: 2, name: 'Your account' })).toBeInTheDocument();

    const question = screen.getByRole('button', { name: 'How do I change my password?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await view.user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(await within(answer!).findByText('Open Profile Settings.')).toBeVisible();

    question.focus();
    await view.user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters the questions as you type and says how many match', async () => {
    const view = openFaqs();
    const search = await screen.findByRole('searchbox', { name: 'Search the FAQs' });
    await view.user.type(search, 'tax');
    expect(await screen.findByText('1 question matches “tax”.')).toHaveAttribute('role', 'status');
    expect(screen.getAllByRole('button', { name: /\?$/ }).map((button) => button.textContent)).toEqual([
      'Do I pay tax on my benefits?',
    ]);
    expect(screen.queryByRole('heading', { name: 'Your account' })).not.toBeInTheDocument();

    await view.user.clear(search);
    await view.user.type(search, 'pension');
    expect(await screen.findByText('No questions match “pension”.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /\?$/ })).not.toBeInTheDocument();
  });

  it('shows an error with Retry when the FAQs cannot load', async () => {
    openFaqs(() => json({ message: 'Down' }, { status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem loading the FAQs. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
