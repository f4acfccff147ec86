/**
 * A theme's answer, serialised once with its ETag: the theme service hands out the same object per tenant until
 * the theme is edited (or its minute is up), so a GET /api/theme is a cache lookup and a write of text already
 * made, and a browser that has it gets 304 without a body.
 */
import { createHash } from 'node:crypto';
import type { Theme } from '@portal/contracts';

export interface ThemeAnswer {
  json: string;
  etag: string;
}

export function themeAnswers(): (theme: Theme, serialise: (theme: Theme) => string) => ThemeAnswer {
  const kept = new WeakMap<Theme, ThemeAnswer>();
  return (theme, serialise) => {
    const found = kept.get(theme);
    if (found) return found;
    const json = serialise(theme);
    const answer = { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
    kept.set(theme, answer);
    return answer;
  };
}
