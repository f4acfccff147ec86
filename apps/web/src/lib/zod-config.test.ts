import { describe, expect, it } from 'vitest';

describe('zod settings', () => {
  it('turn off compiled parsers (no eval probe under the CSP) for the zod that loads after them', async () => {
    await import('./zod-config.ts');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const { z } = await import('zod');
    expect(z.object({ name: z.string() }).parse({ name: 'Alex' })).toEqual({ name: 'Alex' });
  });
});
