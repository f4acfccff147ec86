import type { Profile } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { signedIn } from '../../test/session-fixtures.ts';

const sun = { value: 'sun', label: 'Sun', image: '/api/assets/demo/avatar-sun.svg' };
const leaf = { value: 'leaf', label: 'Leaf', image: '/api/assets/demo/avatar-leaf.svg' };
const profile: Profile = {
  id: 'user-alex',
  firstName: 'Alex',
  surname: 'Morgan',
  name: 'Alex Morgan',
  email: 'employee@demo.test',
  avatar: sun,
  avatarOptions: [sun, leaf],
};

function openProfile(patch: () => Response = () => json({})) {
  const fetchMock = stubApi({ '/api/user/profile': () => json(profile), '/api/user': patch });
  setAccessToken('access-token-1', 900);
  const view = renderApp('/app/home/my-profile/', { session: signedIn({ avatar: sun.image }) });
  return { fetchMock, view };
}

describe('Profile Settings', () => {
  it('shows the breadcrumb, the details and the chosen avatar', async () => {
    openProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeProfile Settings');
    const details = within(await screen.findByRole('region', { name: 'Personal details' }));
    expect(await details.findByText('Alex Morgan')).toBeInTheDocument();
    expect(details.getByText('employee@demo.test')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sun' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save avatar' })).toBeDisabled();
  });

  it('saves another avatar, says so, and shows it in the header at once', async () => {
    const { fetchMock, view } = openProfile();
    await view.user.click(await screen.findByRole('radio', { name: 'Leaf' }));
    await view.user.click(screen.getByRole('button', { name: 'Save avatar' }));
    expect(await screen.findByText('Your avatar has been saved.')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ avatar: 'leaf' });
    const header = within(screen.getByRole('banner'));
    await waitFor(() =>
      expect(header.getByRole('button', { name: 'Hi, Alex' }).querySelector('img')).toHaveAttribute(
        'src',
        leaf.image,
      ),
    );
  });

  it("shows the server's refusal and keeps the choice", async () => {
    const { view } = openProfile(() =>
      json({ message: 'Please choose one of the avatars offered' }, { status: 400 }),
    );
    await view.user.click(await screen.findByRole('radio', { name: 'No avatar' }));
    await view.user.click(screen.getByRole('button', { name: 'Save avatar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose one of the avatars offered');
    expect(screen.getByRole('radio', { name: 'No avatar' })).toBeChecked();
  });
});
