import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi, type Handler } from '../../test/network.ts';
import { currentLocation, demoTheme, renderApp } from '../../test/render-app.tsx';
import { loginSetup, signedIn } from '../../test/session-fixtures.ts';

const page = {
  enquiryOptions: [
    { label: 'My benefits', value: 'my-benefits' },
    { label: 'My account', value: 'my-account' },
  ],
  pageContent: { name: 'Other ways to reach us', content: '<p>We answer within two days.</p>' },
};

function openContact(send: Handler = () => json({ status: 'success' }), load: Handler = () => json(page)) {
  const fetchMock = stubApi({
    '/api/cms-content/contact': (request) => (request.method === 'POST' ? send(request) : load(request)),
  });
  setAccessToken('access-token-1', 900);
  const view = renderApp('/contact-us/', { session: signedIn(), setup: loginSetup() });
  return { fetchMock, view };
}

describe('Contact us', () => {
  it('shows the breadcrumb, heading, form and information card', async () => {
    openContact();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeContact Us');
    expect(await screen.findByRole('combobox', { name: 'Subject' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveAttribute('rows', '5');
    const card = within(screen.getByRole('complementary', { name: 'Other ways to reach us' }));
    expect(await card.findByText('We answer within two days.')).toBeInTheDocument();
  });

  it('requires both fields, on blur and on a submit, with the top error', async () => {
    const { view, fetchMock } = openContact();
    const subject = await screen.findByRole('combobox', { name: 'Subject' });
    subject.focus();
    await view.user.tab();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();

    await view.user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your message has not been sent. Please correct the errors below.',
    );
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('sends the enquiry with the person and company, then shows the success panel', async () => {
    const { view, fetchMock } = openContact();
    await view.user.selectOptions(await screen.findByRole('combobox', { name: 'Subject' }), 'my-account');
    await view.user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Please update my address.');
    await view.user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('heading', { name: 'Your message has been sent!' })).toHaveFocus();
    expect(screen.getByText('We will contact you as soon as possible.')).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      subject: 'my-account',
      comments: 'Please update my address.',
      email: 'employee@demo.test',
      firstName: 'Alex',
      surname: 'Morgan',
      company: 'Demo Ltd',
    });
  });

  it("puts the server's field messages on their fields and keeps what was typed", async () => {
    const { view } = openContact(() =>
      json(
        { status: 'error', errors: { _person_enq: 'Please provide a subject for your message' } },
        { status: 422 },
      ),
    );
    await view.user.selectOptions(await screen.findByRole('combobox', { name: 'Subject' }), 'my-benefits');
    await view.user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello');
    await view.user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please provide a subject for your message')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Hello');
  });

  it("shows the server's other messages at the top", async () => {
    const { view } = openContact(() =>
      json({ status: 'error', message: 'You have sent 5 messages in the last hour.' }, { status: 429 }),
    );
    await view.user.selectOptions(await screen.findByRole('combobox', { name: 'Subject' }), 'my-benefits');
    await view.user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello');
    await view.user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent 5 messages in the last hour.');
  });

  it('shows the load-failure panel with the support e-mail and the real phone number', async () => {
    openContact(undefined, () => json({ message: 'Down' }, { status: 500 }));
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('There was a problem loading this page');
    expect(within(panel).getByRole('link', { name: 'support@demo.test' })).toHaveAttribute(
      'href',
      'mailto:support@demo.test',
    );
    expect(within(panel).getByRole('link', { name: '0161 496 0000' })).toHaveAttribute(
      'href',
      'tel:01614960000',
    );
  });

  it.each(['TBC', 'tbc', '0', '', null])(
    'offers no phone when the number is the placeholder %j',
    async (phone) => {
      stubApi({ '/api/cms-content/contact': () => json({ message: 'Down' }, { status: 500 }) });
      setAccessToken('access-token-1', 900);
      renderApp('/contact-us/', {
        session: signedIn(),
        theme: { ...demoTheme, benefitBrandPhoneNumber: phone },
      });
      const panel = await screen.findByRole('alert');
      expect(within(panel).getByRole('link', { name: 'support@demo.test' })).toBeInTheDocument();
      expect(within(panel).queryByRole('link', { name: /tel|\d/ })).not.toBeInTheDocument();
      expect(panel).not.toHaveTextContent('call');
    },
  );

  it('sends a person whose organisation has contact us disabled to the home page', async () => {
    stubApi({});
    setAccessToken('access-token-1', 900);
    renderApp('/contact-us/', {
      session: signedIn({ contactUsEnabled: false }),
    });
    await waitFor(() => expect(currentLocation.pathname).toBe('/app/home/'));
  });
});
