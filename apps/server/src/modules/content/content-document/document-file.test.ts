/**
 * The content document's files as people hand them to `npm run content -- import`: npm's banner above the
 * JSON is skipped, and broken JSON is reported. The command itself: test/content-cli.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { parseDocumentText } from './document-file.ts';

describe('document files', () => {
  it("skip npm's banner above the JSON, and report broken JSON", () => {
    const text = '\n> content\n> node scripts/content.ts export demo\n\n{\n  "format": "x"\n}\n';
    expect(parseDocumentText(text)).toEqual({ ok: true, value: { format: 'x' } });
    const broken = parseDocumentText('{ "format": ');
    expect(broken).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^The file is not valid JSON: /),
    });
    expect(parseDocumentText('oops\n{}').ok).toBe(false);
  });
});
