import type { CarouselSlide, HomePageBanner, HomePageCard } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '../../../test/session-state.ts';
import { json, stubApi, type Handler } from '../../../test/network.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedIn } from '../../../test/session-fixtures.ts';

const banner: HomePageBanner = {
  id: 'b1',
  title: 'Your 2026 benefits window is open',
  text: 'Make your choices by 30 April.',
  image: null,
  link: '/app/my-benefits/',
  linkText: 'Make your choices',
  order: 0,
};
const cards: HomePageCard[] = [
  {
    id: 'c2',
    title: 'Questions answered',
    text: 'Read the FAQs.',
    image: null,
    link: '/app/faqs/',
    order: 1,
  },
  {
    id: 'c1',
    title: 'Choose your benefits',
    text: 'See them all.',
    image: null,
    link: '/app/my-benefits/',
    order: 0,
  },
  {
    id: 'c3',
    title: 'Pension calculator',
    text: 'Elsewhere.',
    image: null,
    link: 'https://pensions.example/',
    order: 2,
  },
];
const slides: CarouselSlide[] = [
  { id: 's1', title: 'Welcome to Demo Benefits', text: 'Where you choose.', image: null, order: 0 },
  { id: 's2', title: 'Choose what suits you', text: 'Pick.', image: null, order: 1 },
  { id: 's3', title: 'Help when you need it', text: 'Ask.', image: null, order: 2 },
];

function server(overrides: Record<string, Handler> = {}) {
  return stubApi({
    '/api/user/home-page-banner': () => json([banner]),
    '/api/user/home-page-cards': () => json(cards),
    '/api/carousel': () => json(slides),
    '/api/user': () => json({}),
    ...overrides,
  });
}

function openHome(session = signedIn()) {
  setAccessToken('access-token-1', 900);
  return renderApp('/app/home/', { session });
}

describe('home page', () => {
  it('shows the banner and the cards in order, with portal and external links', async () => {
    server();
    openHome();
    const main = within(await screen.findByRole('main'));
    expect(
      await main.findByRole('heading', { name: 'Your 2026 benefits window is open' }),
    ).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Make your choices' })).toHaveAttribute(
      'href',
      '/app/my-benefits/',
    );
    const titles = (await main.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Choose your benefits',
      'Questions answered',
      'Pension calculator (opens in a new tab)',
    ]);
    const external = main.getByRole('link', { name: /^Pension calculator\s*\(opens in a new tab\)$/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('fails each section on its own: a non-array answer is an error, and Retry loads again', async () => {
    let cardsAnswer: unknown = { cards };
    server({ '/api/user/home-page-cards': () => json(cardsAnswer) });
    const view = openHome();
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('We could not load this section. Please try again.')).toBeInTheDocument();
    expect(main.getByRole('heading', { name: 'Your 2026 benefits window is open' })).toBeInTheDocument();

    cardsAnswer = cards;
    await view.user.click(main.getByRole('button', { name: 'Retry' }));
    expect(await main.findByRole('link', { name: 'Choose your benefits' })).toBeInTheDocument();
  });

  it('shows the banner error when its request fails, and no banner when there is none', async () => {
    server({ '/api/user/home-page-banner': () => json({ message: 'Down' }, { status: 500 }) });
    const view = openHome();
    expect(
      await screen.findByText('We could not load the latest news. Please try again.'),
    ).toBeInTheDocument();
    view.unmount();

    server({ '/api/user/home-page-banner': () => json([]) });
    openHome();
    expect(await screen.findByRole('link', { name: 'Choose your benefits' })).toBeInTheDocument();
    expect(
      screen.queryByText('We could not load the latest news. Please try again.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /benefits window/ })).not.toBeInTheDocument();
  });
});

describe('welcome carousel at a first sign-in', () => {
  it('shows the slides, moves by buttons and arrow keys, records the first login once, and closes', async () => {
    const fetchMock = server();
    const view = openHome(signedIn({ showWelcomeModal: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Demo Benefits' });
    expect(within(dialog).getByRole('tabpanel', { name: '1 of 3' })).toHaveTextContent(
      'Welcome to Demo Benefits',
    );

    await view.user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('tabpanel', { name: '2 of 3' })).toHaveTextContent(
      'Choose what suits you',
    );

    const second = within(dialog).getByRole('tab', { name: 'Show slide 2 of 3' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    second.focus();
    await view.user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Show slide 3 of 3' })).toHaveFocus();
    expect(within(dialog).getByRole('tabpanel', { name: '3 of 3' })).toHaveTextContent(
      'Help when you need it',
    );

    await view.user.click(within(dialog).getByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.store.getState().session.showWelcomeModal).toBe(false);

    const patches = fetchMock.mock.calls.filter(
      ([url, init]) => String(url).endsWith('/api/user') && init?.method === 'PATCH',
    );
    expect(patches.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ firstLoginComplete: true }]);
  });

  it('is not shown when it is not the first sign-in, nor when the slides cannot load', async () => {
    const fetchMock = server({ '/api/carousel': () => json({ message: 'Down' }, { status: 500 }) });
    const view = openHome(signedIn({ showWelcomeModal: true }));
    await waitFor(() => expect(view.store.getState().session.showWelcomeModal).toBe(false));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.unmount();

    openHome();
    expect(await screen.findByRole('link', { name: 'Choose your benefits' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toEqual([]);
  });
});
