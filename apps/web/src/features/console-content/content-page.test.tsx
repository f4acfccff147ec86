import type { ConsoleContent } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, type Handler, type stubApi } from '../../test/network.ts';
import { openConsolePage, sentRequests } from '../../test/console-page.ts';

// The console answers only on the platform host; jsdom's page is on localhost.
vi.mock('../../lib/platform-host.ts', () => ({ onPlatformHost: () => true }));

const CONTENT = '/api/console/clients/demo/content';
const TERMS = '/api/console/clients/demo/policies/terms';
const page = (type: 'terms' | 'policy' | 'cookie', title: string, revision: number) => ({
  type,
  title,
  content: `<p>The ${title.toLowerCase()} of Demo Ltd.</p>`,
  revision,
  updatedAt: '2026-04-01T09:00:00.000Z',
});
const demo: ConsoleContent = {
  client: { slug: 'demo', name: 'Demo Ltd' },
  document: {
    format: 'benefits-portal/content@1',
    homePageCards: [
      { title: 'Your benefits', text: 'See what you can choose.', image: null, link: '/app/my-benefits/' },
    ],
    homePageBanners: [],
    carouselSlides: [{ title: 'Welcome', text: 'Your benefits in one place.', image: null }],
    faqs: [
      { title: 'General', questions: [{ question: 'When can I choose?', answer: '<p>In the window.</p>' }] },
    ],
    contact: {
      title: 'Contact us',
      content: '<p>Write to HR.</p>',
      enquiryOptions: [{ label: 'My benefits', value: 'my-benefits' }],
    },
    avatars: [],
    images: [],
  },
  policies: {
    terms: page('terms', 'Terms and conditions', 3),
    policy: page('policy', 'Privacy statement', 1),
    cookie: null,
  },
};

function openContent(handlers: Record<string, Handler> = {}) {
  return openConsolePage('/console/content/demo/', { [CONTENT]: () => json(demo), ...handlers });
}

/** The JSON bodies sent with `method`, in order. */
const sent = (fetchMock: ReturnType<typeof stubApi>, method: string) =>
  sentRequests(fetchMock, method).map(({ body }) => body);

describe('the content area', () => {
  it("shows the client's policies with their versions and its content sections", async () => {
    openContent();
    expect(await screen.findByRole('heading', { name: 'Content of Demo Ltd' })).toBeInTheDocument();
    expect(screen.getByText('Version 3, published 1 April 2026.')).toBeInTheDocument();
    expect(screen.getByText('Not published yet.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text of the Terms and conditions' })).toHaveTextContent(
      'The terms and conditions of Demo Ltd.',
    );
    expect(
      screen.getByRole('toolbar', { name: 'Formatting of Text of the Terms and conditions' }),
    ).toBeInTheDocument();
    const cards = screen.getByRole('group', { name: 'Home page cards' });
    expect(within(cards).getByRole('textbox', { name: 'Title' })).toHaveValue('Your benefits');
  });

  it('publishes new terms only with a reason', async () => {
    const { user, fetchMock } = openContent({
      [TERMS]: () => json({ ...page('terms', 'Terms and conditions', 4) }, { status: 201 }),
    });
    const publish = await screen.findByRole('button', {
      name: 'Publish a new version of the terms and conditions',
    });
    await user.click(publish);
    expect(await screen.findByText('Please give a reason for this change')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST')).toEqual([]);

    const terms = screen.getByRole('textbox', { name: 'Text of the Terms and conditions' }).closest('form')!;
    await user.type(within(terms).getByRole('textbox', { name: 'Reason for the change' }), 'Annual review');
    await user.click(publish);
    expect(
      await screen.findByText('Terms and conditions: version 4 is published.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(sent(fetchMock, 'POST')).toEqual([
      {
        title: 'Terms and conditions',
        html: '<p>The terms and conditions of Demo Ltd.</p>',
        reason: 'Annual review',
      },
    ]);
  });

  it('saves the sections without the policies, and shows a refusal by its field', async () => {
    const { user, fetchMock } = openContent({
      [CONTENT]: (request) =>
        request.method === 'PUT'
          ? json(
              {
                message: 'The content was not saved',
                errors: [
                  {
                    field: 'faqs[0].questions[0].answer',
                    message:
                      'This text holds script or other active web code (a script, an embedded frame, an event handler or a javascript: link): remove it and save again',
                  },
                ],
              },
              { status: 400 },
            )
          : json(demo),
    });
    const cards = await screen.findByRole('group', { name: 'Home page cards' });
    const title = within(cards).getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Choose your benefits');
    await user.click(screen.getByRole('button', { name: 'Save the content' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The content was not saved');
    expect(screen.getByRole('textbox', { name: 'Answer' })).toHaveAttribute('aria-invalid', 'true');
    const [body] = sent(fetchMock, 'PUT');
    expect(body.document.homePageCards[0].title).toBe('Choose your benefits');
    expect(body.document.policies).toBeUndefined();
  });

  it('checks a title before sending anything', async () => {
    const { user, fetchMock } = openContent();
    const cards = await screen.findByRole('group', { name: 'Home page cards' });
    await user.clear(within(cards).getByRole('textbox', { name: 'Title' }));
    await user.click(screen.getByRole('button', { name: 'Save the content' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('homePageCards[0].title');
    expect(within(cards).getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent(fetchMock, 'PUT')).toEqual([]);
  });
});
