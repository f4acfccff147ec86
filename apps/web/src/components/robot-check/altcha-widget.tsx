import 'altcha/external';
import 'altcha/altcha.css';
import type {} from 'altcha/types/react';
import { API_BASE } from '@portal/contracts/api-paths';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';
import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import { i18n } from '../../lib/i18n.ts';
import { requestTo } from '../../lib/endpoint-request.ts';

/*
 * The ALTCHA widget, in its "external" build: no <style> injected (its CSS is a file, bundled by Vite) and no
 * inline workers; the proof-of-work workers are files of our own origin. Both satisfy the Content-Security-Policy
 * (style-src 'self', worker-src 'self' blob:). This module loads only when the server asks for a robot check.
 */
for (const algorithm of ['SHA-256', 'SHA-384', 'SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new ShaWorker());
}
for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}

// The widget's own words come from our catalogue (its attribution footer stays as ALTCHA ships it).
globalThis.$altcha.i18n.set('en', {
  ...globalThis.$altcha.i18n.get('en'),
  ...i18n.t('login.robotCheck.widget', { returnObjects: true }),
});

interface AltchaWidgetProps {
  /** The solution (base64 payload) once verified; null while unsolved or after it expires. */
  onSolution(payload: string | null): void;
}

export default function AltchaWidget({ onSolution }: AltchaWidgetProps) {
  const widget = useRef<HTMLElement>(null);

  const report = useEffectEvent((event: Event) => {
    const { state, payload } = (event as CustomEvent<{ state: string; payload?: string | null }>).detail;
    onSolution(state === 'verified' && payload ? payload : null);
  });
  // Listening from the commit on (a layout effect, once), so no state change is missed before a passive effect
  // runs or while a new onSolution re-subscribes.
  useLayoutEffect(() => {
    const element = widget.current;
    if (!element) return;
    const changed = (event: Event) => report(event);
    element.addEventListener('statechange', changed);
    return () => element.removeEventListener('statechange', changed);
  }, []);

  return (
    <altcha-widget ref={widget} challenge={`${API_BASE}${requestTo('altchaChallenge').path}`} language="en" />
  );
}
