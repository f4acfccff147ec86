import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { codeOf, emptyCode, isCompleteCode, spreadDigits } from './code-digits.ts';
import { CodeInput } from './code-input.tsx';

/** The input in a form, as the pages use it: Enter submits the form with the code. */
function Harness({ onSubmit, error }: { onSubmit(code: string): void; error?: string }) {
  const [digits, setDigits] = useState(emptyCode);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(codeOf(digits));
      }}
    >
      <CodeInput
        legend="Authentication code"
        hint="The 6-digit code from your authenticator app"
        error={error}
        value={digits}
        onChange={setDigits}
        focusOnMount
      />
      <button type="submit">Login</button>
    </form>
  );
}

function setup(props: { error?: string } = {}) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<Harness onSubmit={onSubmit} {...props} />);
  const group = screen.getByRole('group', { name: 'Authentication code' });
  const boxes = within(group).getAllByRole('textbox');
  const values = () => boxes.map((box) => (box as HTMLInputElement).value).join('|');
  return { user, onSubmit, group, boxes, values };
}

describe('code input', () => {
  it('has six labelled single-digit boxes in a group, the first focused and offering one-time-code autofill', () => {
    const { group, boxes } = setup();
    expect(boxes).toHaveLength(6);
    boxes.forEach((box, index) => {
      expect(box).toHaveAccessibleName(`Digit ${index + 1} of 6`);
      expect(box).toHaveAttribute('inputmode', 'numeric');
      expect(box).toHaveAccessibleDescription('The 6-digit code from your authenticator app');
    });
    expect(group.tagName).toBe('FIELDSET');
    expect(boxes[0]).toHaveFocus();
    expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes[1]).toHaveAttribute('autocomplete', 'off');
  });

  it('moves on after each digit and ignores anything that is not a digit', async () => {
    const { user, boxes, values } = setup();
    await user.keyboard('1a2- 3');
    expect(values()).toBe('1|2|3|||');
    expect(boxes[3]).toHaveFocus();
    await user.keyboard('456');
    expect(values()).toBe('1|2|3|4|5|6');
    expect(boxes[5]).toHaveFocus();
  });

  it('replaces the digit of a box typed into again', async () => {
    const { user, boxes, values } = setup();
    await user.keyboard('123456');
    await user.click(boxes[2]!);
    await user.keyboard('9');
    expect(values()).toBe('1|2|9|4|5|6');
    expect(boxes[3]).toHaveFocus();
  });

  it('Backspace clears the box, and in an empty box goes back and clears that one', async () => {
    const { user, boxes, values } = setup();
    await user.keyboard('123456');
    expect(boxes[5]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1|2|3|4|5|');
    expect(boxes[5]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1|2|3|4||');
    expect(boxes[4]).toHaveFocus();
    await user.keyboard('{Backspace}{Backspace}');
    expect(values()).toBe('1|2||||');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('7');
    expect(values()).toBe('1|2|7|||');
  });

  it('moves with the arrow keys, Home and End, and Delete clears in place', async () => {
    const { user, boxes, values } = setup();
    await user.keyboard('123');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(boxes[1]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{End}');
    expect(boxes[5]).toHaveFocus();
    await user.keyboard('{Home}{Delete}');
    expect(boxes[0]).toHaveFocus();
    expect(values()).toBe('|2|3|||');
  });

  it('fills every box when a whole code is pasted into any box, spaces and dashes ignored', async () => {
    const { user, boxes, values } = setup();
    await user.click(boxes[3]!);
    await user.paste('123 456');
    expect(values()).toBe('1|2|3|4|5|6');
    expect(boxes[5]).toHaveFocus();

    await user.click(boxes[2]!);
    await user.paste('98-76-54');
    expect(values()).toBe('9|8|7|6|5|4');
  });

  it('spreads a shorter paste from the box onwards, and ignores a paste without digits', async () => {
    const { user, boxes, values } = setup();
    await user.click(boxes[1]!);
    await user.paste('78');
    expect(values()).toBe('|7|8|||');
    expect(boxes[3]).toHaveFocus();
    await user.paste('no digits');
    expect(values()).toBe('|7|8|||');
  });

  it('takes a whole code filled in by the browser (one-time-code autofill) into the first box', () => {
    const { boxes, values } = setup();
    fireEvent.change(boxes[0]!, { target: { value: '654321' } });
    expect(values()).toBe('6|5|4|3|2|1');
  });

  it('submits the form on Enter', async () => {
    const { user, onSubmit } = setup();
    await user.keyboard('123456{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('marks every box invalid and describes them with the error', () => {
    const { boxes, group } = setup({ error: 'Enter all 6 digits of the code' });
    expect(within(group).getByText('Enter all 6 digits of the code')).toBeInTheDocument();
    for (const box of boxes) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription(
        'The 6-digit code from your authenticator app Enter all 6 digits of the code',
      );
    }
  });
});

describe('code digits', () => {
  it('counts empty boxes as 0 (spec section 5) but is complete only with six digits', () => {
    expect(codeOf(['1', '', '3', '', '', '6'])).toBe('103006');
    expect(isCompleteCode(['1', '', '3', '', '', '6'])).toBe(false);
    expect(isCompleteCode(['1', '2', '3', '4', '5', '6'])).toBe(true);
  });

  it('spreads pasted text and says where focus goes', () => {
    expect(spreadDigits(emptyCode(), 4, '123')).toEqual({ digits: ['', '', '', '', '1', '2'], focus: 5 });
    expect(spreadDigits(emptyCode(), 5, '1234567')).toEqual({
      digits: ['1', '2', '3', '4', '5', '6'],
      focus: 5,
    });
    expect(spreadDigits(emptyCode(), 0, 'abc')).toBeNull();
  });
});
