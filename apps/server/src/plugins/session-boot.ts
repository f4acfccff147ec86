/**
 * The web build's session boot (apps/web/public/session-boot.js): inlined in the page, so that a signed-in
 * visitor's refresh and first data calls start before the app's bundle arrives (issue 37). An inline script needs
 * its hash in the CSP; the file is the same for every tenant and visitor, so the hash is computed once.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SESSION_BOOT_FILE = 'session-boot.js';

export interface InlineScript {
  source: string;
  /** For the CSP's script-src, e.g. `sha256-...`. */
  hash: string;
}

/** The CSP source of an inline script or style, e.g. `sha256-...`. */
export const cspHash = (text: string) =>
  `sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}`;

export function inlineScript(source: string): InlineScript {
  // Inside <script>, only this sequence could end the element early.
  if (/<\/script/i.test(source)) throw new Error('an inline script must not contain "</script"');
  return { source, hash: cspHash(source) };
}

/** A script of the build to inline in the page (`public/<name>` in the web app), or null for a build without it. */
export function readInlineScript(webRoot: string, name: string): InlineScript | null {
  const file = path.join(webRoot, name);
  return fs.existsSync(file) ? inlineScript(withoutCommentLines(fs.readFileSync(file, 'utf8'))) : null;
}

/** The build's session boot, or null for a build without one (the page then works as before: the app asks). */
export const readSessionBoot = (webRoot: string) => readInlineScript(webRoot, SESSION_BOOT_FILE);

/** Its whole-line comments stay in the source: every page carries the script, so they are not sent. */
export function withoutCommentLines(source: string): string {
  return source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*.*\*\/\s*$)/.test(line))
    .join('\n');
}
