import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useSidePanels } from '../../lib/side-panels.ts';
import { json, stubApi } from '../../test/network.ts';
import { enterNewPassword, passwordChecks } from '../../features/account/account-test-kit.ts';
import { SidePanelHost } from './side-panel-host.tsx';

function Opener({ onClose, onSuccess }: { onClose(value?: unknown): void; onSuccess(): void }) {
  const panels = useSidePanels();
  return (
    <button type="button" onClick={() => panels.open('change-password', { onClose, onSuccess })}>
      Open by name
    </button>
  );
}

function setup() {
  const onClose = vi.fn();
  const onSuccess = vi.fn();
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <SidePanelHost>
        <Opener onClose={onClose} onSuccess={onSuccess} />
      </SidePanelHost>
    </MemoryRouter>,
  );
  return { user, onClose, onSuccess, opener: screen.getByRole('button', { name: 'Open by name' }) };
}

describe('side panels opened by name', () => {
  it('shows the named panel with its title; closing runs onClose but not onSuccess', async () => {
    const { user, onClose, onSuccess, opener } = setup();
    await user.click(opener);
    const panel = await screen.findByRole('dialog', { name: 'Change password' });
    expect(
      await within(panel).findByLabelText('Current password', { selector: 'input' }),
    ).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('runs onSuccess on close when the panel reported success', async () => {
    stubApi({ '/api/password': passwordChecks, '/api/user/password': () => json({ changed: true }) });
    const { user, onClose, onSuccess, opener } = setup();
    await user.click(opener);
    const panel = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(
      await within(panel).findByLabelText('Current password', { selector: 'input' }),
      'old-one',
    );
    await enterNewPassword({ user });
    await user.click(within(panel).getByRole('button', { name: 'Change password' }));
    await user.click(await within(panel).findByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('opens afresh each time', async () => {
    const { user, opener } = setup();
    await user.click(opener);
    let panel = await screen.findByRole('dialog', { name: 'Change password' });
    await user.type(await within(panel).findByLabelText('Current password', { selector: 'input' }), 'typed');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(opener);
    panel = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(panel).getByLabelText('Current password', { selector: 'input' })).toHaveValue('');
  });
});
