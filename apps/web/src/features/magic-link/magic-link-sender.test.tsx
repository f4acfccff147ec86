import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { employeeList, employeeRow } from '../../test/employer-fixtures.ts';
import { loginSetup, signedIn } from '../../test/session-fixtures.ts';

const employees = employeeList([
  employeeRow({ id: 'user-alex', firstName: 'Alex', surname: 'Morgan', email: 'employee@demo.test' }),
  employeeRow({
    id: 'user-riley',
    firstName: 'Riley',
    surname: 'Quinn',
    email: 'new@demo.test',
    activated: false,
    activatedAt: null,
  }),
]);

function openDashboard(answer: () => Response = () => json({ sent: true }, { status: 202 })) {
  const fetchMock = stubApi({
    '/api/login/setup': () => json(loginSetup({ userType: 'employer' })),
    '/api/v2/client/client-demo/employees': () => json(employees),
    '/api/magic-link/scheme/scheme-2026/employee/user-alex': answer,
  });
  setAccessToken('access-token-1', 900);
  const view = renderApp('/app/dashboard/', {
    session: signedIn({
      userType: 'employer',
    }),
  });
  return { fetchMock, view };
}

describe('sending an employee a sign-in link (employer dashboard)', () => {
  it("sends it with the employer's password, says so, and never shows the link", async () => {
    const { fetchMock, view } = openDashboard();
    const section = within(await screen.findByRole('region', { name: 'Send an employee a sign-in link' }));
    expect(await section.findByRole('radio', { name: /Riley Quinn/ })).toBeDisabled();
    await view.user.click(section.getByRole('radio', { name: /Alex Morgan/ }));
    await view.user.type(
      section.getByLabelText('Your password', { selector: 'input' }),
      'Harbour-Lantern-47!',
    );
    await view.user.click(section.getByRole('button', { name: 'Send sign-in link' }));

    expect(await section.findByText('A sign-in link is on its way to Alex Morgan.')).toBeInTheDocument();
    expect(section.getByLabelText('Your password', { selector: 'input' })).toHaveValue('');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ password: 'Harbour-Lantern-47!' });
  });

  it('requires an employee and the password, and shows a refusal', async () => {
    const { view } = openDashboard(() =>
      json({ message: 'Your password is not right. Please try again.' }, { status: 400 }),
    );
    const section = within(await screen.findByRole('region', { name: 'Send an employee a sign-in link' }));
    await view.user.click(section.getByRole('button', { name: 'Send sign-in link' }));
    expect(section.getByText('Please choose the employee')).toBeInTheDocument();
    expect(section.getByText('This field is required')).toBeInTheDocument();

    await view.user.click(await section.findByRole('radio', { name: /Alex Morgan/ }));
    await view.user.type(section.getByLabelText('Your password', { selector: 'input' }), 'wrong');
    await view.user.click(section.getByRole('button', { name: 'Send sign-in link' }));
    await waitFor(() =>
      expect(section.getByRole('alert')).toHaveTextContent('Your password is not right. Please try again.'),
    );
  });

  it('says when the employee search fails, instead of saying nobody matches', async () => {
    stubApi({
      '/api/login/setup': () => json(loginSetup({ userType: 'employer' })),
      '/api/v2/client/client-demo/employees': () => json({ message: 'Down' }, { status: 500 }),
    });
    setAccessToken('access-token-1', 900);
    renderApp('/app/dashboard/', {
      session: signedIn({
        userType: 'employer',
      }),
    });
    const section = within(await screen.findByRole('region', { name: 'Send an employee a sign-in link' }));
    expect(await section.findByRole('alert')).toHaveTextContent('The search did not work. Please try again.');
    expect(section.queryByText('No employee matches your search.')).not.toBeInTheDocument();
  });
});
