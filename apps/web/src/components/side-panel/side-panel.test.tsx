import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SidePanel } from './side-panel.tsx';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open panel
      </button>
      <SidePanel open={open} onOpenChange={setOpen} title="Change password" closeLabel="Close">
        <label>
          Current password
          <input type="password" />
        </label>
        <button type="button">Save</button>
      </SidePanel>
    </>
  );
}

async function opened() {
  const user = userEvent.setup();
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Open panel' });
  await user.click(opener);
  return { user, opener, panel: await screen.findByRole('dialog', { name: 'Change password' }) };
}

describe('SidePanel', () => {
  it('is a modal dialog named by its title, with focus inside', async () => {
    const { panel } = await opened();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    // The rest of the page is hidden from assistive technology while the panel is open.
    expect(screen.queryByRole('button', { name: 'Open panel' })).not.toBeInTheDocument();
  });

  it('keeps Tab inside the panel', async () => {
    const { user, panel } = await opened();
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(panel).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, opener } = await opened();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('closes with its Close button', async () => {
    const { user, opener } = await opened();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('adds no <style> element to the page (the Content-Security-Policy forbids inline styles)', async () => {
    await opened();
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });
});
