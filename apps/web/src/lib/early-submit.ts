import { useEffect, type RefObject } from 'react';

/** Set by the app on a form it has taken over; until then public/app-start.js holds the form's submits. */
const READY = 'data-app-ready';
/** Set by public/app-start.js on a form submitted before the app took it over. */
const SUBMITTED_EARLY = 'data-submitted-early';

/**
 * On a screen the server drew, a visitor may type and press Enter before the app runs: the page's start script
 * holds that submit (it would leave the page) and marks the form. Once the app has taken the form over, this submits
 * it, once. The form must take the values typed before (react-hook-form reads a field's value when it has no
 * default).
 */
export function useEarlySubmit(form: RefObject<HTMLFormElement | null>, submit: () => unknown): void {
  // Again with each new submit function, harmlessly: the mark is taken the first time.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    element.setAttribute(READY, '');
    if (!element.hasAttribute(SUBMITTED_EARLY)) return;
    element.removeAttribute(SUBMITTED_EARLY);
    void submit();
  }, [form, submit]);
}
