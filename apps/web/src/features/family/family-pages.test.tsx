import type { FamilyMemberServer, PoliciesResponse } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loginSetup, signedIn } from '../../test/session-fixtures.ts';

const jamie: FamilyMemberServer = {
  family_id: 'f1',
  family_fname: 'Jamie',
  family_sname: 'Morgan',
  family_dob: '1987-09-02',
  family_gender_id: 1,
  family_famtype_id: 1,
  family_tname: 'Mx',
  family_active: true,
  family_ft_edu_ends: null,
  family_registered_disabled: false,
};
const policies: PoliciesResponse = {
  policies: [
    {
      selectionId: 's1',
      benefitId: 5,
      benefitName: 'Dental Insurance',
      groupName: 'Health',
      planName: 'Family',
      status: 'approved',
      startDate: '2026-04-01',
      endDate: null,
      peopleCovered: [
        { familyMemberId: 'f1', name: 'Jamie Morgan', relationship: 'partner', agedOut: false },
      ],
    },
  ],
};

function open(path: string, handlers: Parameters<typeof stubApi>[0]) {
  stubApi({ '/api/login/setup': () => json(loginSetup()), ...handlers });
  setAccessToken('access-token-1', 900);
  return renderApp(path, { session: signedIn() });
}

describe('My family', () => {
  it('lists the active members with the covers that protect them', async () => {
    open('/app/home/my-profile/family/', {
      '/api/user/family': () =>
        json({ family: [jamie, { ...jamie, family_id: 'f9', family_fname: 'Gone', family_active: false }] }),
      '/api/user/policies': () => json(policies),
    });
    const list = await screen.findByRole('list', { name: 'Your family members' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Mx Jamie Morgan');
    expect(list).toHaveTextContent('Partner · 39 years old');
    expect(await within(list).findByText('Covered by Dental Insurance')).toBeInTheDocument();
  });

  it('shows the server’s errors next to the form and keeps what was typed; any other failure says so', async () => {
    let answer = json(
      {
        message: 'Please correct the errors highlighted below',
        errors: [
          {
            field: 'fmember_type',
            message: 'You already have a partner on your family list: edit or remove them first',
          },
        ],
      },
      { status: 400 },
    );
    const view = open('/app/home/my-profile/family/', {
      '/api/user/family': () => json({ family: [] }),
      '/api/user/policies': () => json({ policies: [] }),
      '/api/user/scheme-2026/family-members': () => answer,
    });
    expect(await screen.findByText('You have not added any family members yet.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Add a family member' }));
    const panel = await screen.findByRole('form', { name: 'Add a family member' });
    await view.user.click(within(panel).getByRole('button', { name: 'Add family member' }));
    for (const message of [
      'Title is required',
      'First name is required',
      'Surname is required',
      'Sex is required',
      'Relationship is required',
    ]) {
      expect(within(panel).getByText(message)).toBeInTheDocument();
    }
    await view.user.selectOptions(within(panel).getByLabelText('Title'), 'Ms');
    await view.user.type(within(panel).getByLabelText('First name'), 'Sam');
    await view.user.type(within(panel).getByLabelText('Surname'), 'Lee');
    await view.user.selectOptions(within(panel).getByLabelText('Sex'), '1');
    await view.user.selectOptions(within(panel).getByLabelText('Relationship'), 'partner');
    await view.user.type(within(panel).getByRole('textbox', { name: 'Day' }), '01');
    await view.user.type(within(panel).getByRole('textbox', { name: 'Month' }), '02');
    await view.user.type(within(panel).getByRole('textbox', { name: 'Year' }), '1985');
    await view.user.click(within(panel).getByRole('button', { name: 'Add family member' }));
    expect(
      await within(panel).findByText(
        'You already have a partner on your family list: edit or remove them first',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByLabelText('First name')).toHaveValue('Sam');

    answer = json({ message: 'Boom' }, { status: 500 });
    await view.user.click(within(panel).getByRole('button', { name: 'Add family member' }));
    await waitFor(() =>
      expect(within(panel).getByRole('alert')).toHaveTextContent(
        'There was an error saving this family member. Please try again.',
      ),
    );
  });
});
