import { DEBOUNCE_MS } from '@portal/contracts/constants';
import { passwordRules, type PasswordCheck } from '@portal/contracts/password-rules';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/network.ts';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useNewPassword } from './use-new-password.ts';

/** A stand-in for the server's rules, enough to tell answers apart: length, upper case, number, special. */
function checksFor(password: string): PasswordCheck[] {
  const met: Record<string, boolean> = {
    min_length: password.length >= 12,
    uppercase: /[A-Z]/.test(password),
    number: /\d/.test(password),
    special_character: /[^A-Za-z0-9]/.test(password),
  };
  return passwordRules.map((rule) => ({ name: rule.name, status: met[rule.name] ?? true }));
}

const rulesServer = () =>
  stubApi({
    '/api/password': async (request) => {
      const { password } = (await request.json()) as { password: string };
      return json({ data: { checks: checksFor(password), mask: 0 } });
    },
  });

function Harness({ token }: { token?: string }) {
  const controller = useNewPassword({ token });
  const [sent, setSent] = useState<string | null>(null);
  return (
    <form
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        setSent(await controller.validate());
      }}
    >
      <NewPasswordFields controller={controller} />
      <button type="submit">Next</button>
      <p data-testid="sent">{sent ?? 'blocked'}</p>
    </form>
  );
}

/**
 * Keystrokes as change events: user-event waits on a real setTimeout after each action, which fake timers would
 * hold for ever, and these tests need the debounce's clock in their hands.
 */
const user = {
  async type(input: HTMLElement, text: string) {
    for (const character of text) {
      fireEvent.change(input, { target: { value: (input as HTMLInputElement).value + character } });
    }
  },
  async paste(input: HTMLElement, text: string) {
    fireEvent.change(input, { target: { value: (input as HTMLInputElement).value + text } });
  },
  async click(element: HTMLElement) {
    await act(async () => {
      fireEvent.click(element);
    });
  },
};

function setup(token?: string) {
  render(<Harness token={token} />);
  return {
    user,
    password: () => screen.getByLabelText('New password', { selector: 'input' }),
    confirmation: () => screen.getByLabelText('Confirm new password', { selector: 'input' }),
    lines: () => within(screen.getByRole('list', { name: 'Password criteria' })).getAllByRole('listitem'),
    announcement: () => screen.getByRole('status').textContent,
    sent: () => screen.getByTestId('sent').textContent,
  };
}

const calls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/password');
const bodies = (fetchMock: ReturnType<typeof stubApi>) =>
  calls(fetchMock).map(([, init]) => JSON.parse(String(init?.body)) as { password: string; token?: string });

/** Lets the debounce run out and the answer arrive. */
async function pause(ms: number = DEBOUNCE_MS.passwordCheck) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('NewPasswordFields', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('shows the criteria banner and one line per rule, none met before anything is typed', () => {
    const view = setup();
    expect(view.password()).toHaveAccessibleDescription('Please meet all the criteria below');
    expect(view.lines().map((line) => line.textContent)).toEqual(
      passwordRules.map((rule) => `${rule.label} (not met)`),
    );
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show password confirmation' })).toBeInTheDocument();
  });

  it('checks the password 500 ms after typing pauses, once, with the whole password', async () => {
    const fetchMock = rulesServer();
    const view = setup();
    await view.user.type(view.password(), 'harbour');
    await pause(DEBOUNCE_MS.passwordCheck - 1);
    expect(calls(fetchMock)).toHaveLength(0);
    await pause(1);
    expect(bodies(fetchMock)).toEqual([{ password: 'harbour' }]);

    const lines = view.lines();
    expect(lines[0]).toHaveTextContent('At least 12 characters (not met)');
    expect(lines[1]).toHaveTextContent('No repeating patterns, e.g. 1111 or ababa (met)');
    expect(lines[4]).toHaveTextContent('At least 1 upper case letter (not met)');
  });

  it('announces how many rules are met when an answer arrives, never on a keystroke alone', async () => {
    rulesServer();
    const view = setup();
    await view.user.type(view.password(), 'harbour');
    expect(view.announcement()).toBe('');
    await pause();
    expect(view.announcement()).toBe('5 of 9 password criteria met');

    await view.user.type(view.password(), '-Lantern');
    expect(view.announcement()).toBe('5 of 9 password criteria met');
    await pause();
    expect(view.announcement()).toBe('8 of 9 password criteria met');
    await view.user.type(view.password(), '-47');
    await pause();
    expect(view.announcement()).toBe('All password criteria met');
    expect(view.lines().every((line) => line.textContent?.endsWith('(met)'))).toBe(true);
  });

  it('keeps the newest answer when an older check finishes last', async () => {
    const answers: Array<(password: string) => void> = [];
    const fetchMock = stubApi({
      '/api/password': async (request) => {
        const { password } = (await request.json()) as { password: string };
        return new Promise((resolve) => {
          answers.push((checked) => resolve(json({ data: { checks: checksFor(checked), mask: 0 } })));
          void password;
        });
      },
    });
    const view = setup();
    await view.user.type(view.password(), 'short');
    await pause();
    await view.user.type(view.password(), '-Lantern-47!');
    await pause();
    expect(bodies(fetchMock).map((body) => body.password)).toEqual(['short', 'short-Lantern-47!']);

    await act(async () => answers[1]?.('short-Lantern-47!'));
    expect(view.announcement()).toBe('All password criteria met');
    await act(async () => answers[0]?.('short'));
    expect(view.announcement()).toBe('All password criteria met');
    expect(view.lines()[0]).toHaveTextContent('At least 12 characters (met)');
  });

  it('sends the activation or reset token with the check, without the access token', async () => {
    const fetchMock = rulesServer();
    const view = setup('reset-token-1');
    await view.user.type(view.password(), 'harbour');
    await pause();
    expect(bodies(fetchMock)).toEqual([{ password: 'harbour', token: 'reset-token-1' }]);
    expect(new Headers(calls(fetchMock)[0]?.[1]?.headers).get('Authorization')).toBeNull();
  });

  it('requires the password and the confirmation', async () => {
    rulesServer();
    const view = setup();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(view.password()).toHaveAccessibleDescription(
      'Please meet all the criteria below This field is required',
    );
    expect(view.confirmation()).toHaveAccessibleDescription('This field is required');
    expect(view.password()).toHaveFocus();
    expect(view.sent()).toBe('blocked');
  });

  it('blocks submission unless every rule is met, checking at once when typing has not paused yet', async () => {
    const fetchMock = rulesServer();
    const view = setup();
    await view.user.type(view.password(), 'harbour');
    await view.user.type(view.confirmation(), 'harbour');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await pause(0);

    expect(bodies(fetchMock)).toEqual([{ password: 'harbour' }]);
    expect(view.password()).toHaveAccessibleDescription(
      'Please meet all the criteria below Please ensure your password meets the listed requirements',
    );
    expect(view.password()).toHaveAttribute('aria-invalid', 'true');
    expect(view.sent()).toBe('blocked');
  });

  it('blocks submission while the confirmation differs', async () => {
    rulesServer();
    const view = setup();
    await view.user.type(view.password(), 'Harbour-Lantern-47!');
    await view.user.type(view.confirmation(), 'Harbour-Lantern-48!');
    await pause();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await pause(0);
    expect(view.confirmation()).toHaveAccessibleDescription('The passwords do not match');
    expect(view.confirmation()).toHaveFocus();
    expect(view.sent()).toBe('blocked');
  });

  it('gives the one password to send when every rule is met and the confirmation matches', async () => {
    const fetchMock = rulesServer();
    const view = setup();
    await view.user.type(view.password(), 'Harbour-Lantern-47!');
    await view.user.type(view.confirmation(), 'Harbour-Lantern-47!');
    await pause();
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await pause(0);
    expect(view.sent()).toBe('Harbour-Lantern-47!');
    // The answer for this password was already known: no second check.
    expect(calls(fetchMock)).toHaveLength(1);
  });

  it('refuses a password over 128 characters without asking the server', async () => {
    const fetchMock = rulesServer();
    const view = setup();
    await view.user.paste(view.password(), `${'Ab1!'.repeat(32)}x`);
    await pause();
    expect(calls(fetchMock)).toHaveLength(0);
    expect(view.password()).toHaveAccessibleDescription(
      'Please meet all the criteria below Passwords can be at most 128 characters long',
    );
  });

  it('says when the check could not run, and blocks submission', async () => {
    stubApi({ '/api/password': () => Promise.reject(new TypeError('Failed to fetch')) });
    const view = setup();
    await view.user.type(view.password(), 'Harbour-Lantern-47!');
    await pause();
    expect(
      screen.getByText('We could not check your password just now. Please try again.'),
    ).toBeInTheDocument();
    await view.user.type(view.confirmation(), 'Harbour-Lantern-47!');
    await view.user.click(screen.getByRole('button', { name: 'Next' }));
    await pause(0);
    expect(view.sent()).toBe('blocked');
  });
});
