/**
 * The theme editor's work: a client's theme as the console shows it, a saved theme (checked, written with its
 * audit row in one transaction, then published to every server), and a logo or avatar set image stored through
 * the assets module under a name of its own bytes (so the day-long caching of assets never shows an old one).
 */
import {
  apiPaths,
  API_BASE,
  DEFAULT_LOGOS,
  pathTo,
  THEME_IMAGE_FIELDS,
  THEME_IMAGE_LIMITS,
  THEME_IMAGE_MAX_BYTES,
  type ConsoleTheme,
  type ConsoleThemeChange,
  type ThemeImage,
  type ThemeImageKind,
} from '@portal/contracts';
import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { HttpError, type FieldProblem } from '../../lib/http-error.ts';
import { assetUrl, checkImage, getAsset, saveAsset } from '../assets/index.ts';
import { findThemeByClientId, presentTheme, updateClientTheme, type EditableTheme } from '../theme/index.ts';
import type { ClientRow } from '../../db/schema/index.ts';
import { isDeepStrictEqual } from 'node:util';
import { lockClientRow } from '../tenants/index.ts';
import { recordConsoleChange, type ConsoleActor } from '../console/index.ts';

/** The client a console path names (the console module resolves it). */
type ConsoleClient = Pick<ClientRow, 'id' | 'slug' | 'name'>;

export interface ConsoleThemeDeps {
  db: Database;
  /** Drops the client's cached theme here and, through change notices, on every other server. */
  publish(slug: string): void;
}

async function themeRow(db: Database, client: ConsoleClient) {
  const row = await findThemeByClientId(db, client.id);
  if (!row) throw new HttpError(404, 'This client has no theme');
  return row;
}

export async function consoleTheme(db: Database, client: ConsoleClient): Promise<ConsoleTheme> {
  return {
    client: { slug: client.slug, name: client.name },
    theme: presentTheme(await themeRow(db, client)),
  };
}

const IMAGE_FIELDS = ['logoFileUrl', 'brandHeaderLogo', 'mobileLogo', 'avatarSet'] as const;
const DEFAULT_IMAGES = new Set<string>(Object.values(DEFAULT_LOGOS));
const assetPrefix = (slug: string) => `${API_BASE}${pathTo(apiPaths.asset, { clientSlug: slug, name: '' })}`;

/** Each image address must be a default logo or one of this client's stored images, never anything else. */
async function imageProblems(db: Database, client: ConsoleClient, change: ConsoleThemeChange) {
  const problems: FieldProblem[] = [];
  for (const field of IMAGE_FIELDS) {
    const url = change[field];
    if (url === null || DEFAULT_IMAGES.has(url)) continue;
    const prefix = assetPrefix(client.slug);
    const name = url.startsWith(prefix) ? decodeURIComponent(url.slice(prefix.length)) : null;
    if (name === null || !(await getAsset(db, client.slug, name))) {
      problems.push({ field, message: 'Upload the image again: this one is not stored for this client' });
    }
  }
  return problems;
}

const editable = (row: EditableTheme): EditableTheme => ({
  primaryColour: row.primaryColour,
  secondaryColour: row.secondaryColour,
  baseFont: row.baseFont,
  headerFont: row.headerFont,
  benefitBrandName: row.benefitBrandName,
  logoFileUrl: row.logoFileUrl,
  brandHeaderLogo: row.brandHeaderLogo,
  mobileLogo: row.mobileLogo,
  avatarSet: row.avatarSet,
});

export async function saveConsoleTheme(
  deps: ConsoleThemeDeps,
  input: { actor: ConsoleActor; client: ConsoleClient; change: ConsoleThemeChange },
): Promise<ConsoleTheme> {
  const { db } = deps;
  const { client, change } = input;
  const problems = await imageProblems(db, client, change);
  if (problems.length > 0) throw new HttpError(400, 'The theme was not saved', problems);
  await db.transaction(async (tx) => {
    // Read under the client's lock: the second of two identical saves (a double click) finds its theme in place
    // and records no change.
    await lockClientRow(tx, client.id);
    const before = editable(await themeRow(tx, client));
    const after = editable(change);
    if (isDeepStrictEqual(before, after)) return;
    await updateClientTheme(tx, client.id, after);
    await recordConsoleChange(tx, input.actor, {
      type: 'console.theme_changed',
      clientId: client.id,
      subject: { client: client.slug },
      before,
      after,
    });
  });
  deps.publish(client.slug);
  return consoleTheme(db, client);
}

function sizeProblem(kind: ThemeImageKind, width: number, height: number): string | null {
  const { maxWidth, maxHeight } = THEME_IMAGE_LIMITS[kind];
  if (maxWidth !== undefined && maxHeight !== undefined && (width > maxWidth || height > maxHeight))
    return `This image is ${width}x${height} px; the client logo may be at most ${maxWidth}x${maxHeight} px`;
  if (maxHeight !== undefined && height > maxHeight)
    return `This image is ${height} px high; a header logo may be at most ${maxHeight} px high`;
  return null;
}

const refuse = (message: string, status = 400) =>
  new HttpError(status, message, [{ field: 'file', message }]);

export const IMAGE_TYPE_MESSAGE = 'Choose a PNG, JPEG, WebP or SVG image: this file is not one';
export const ACTIVE_SVG_MESSAGE =
  'This SVG holds script, event handlers or content from elsewhere, so it cannot be used: export it again as a plain SVG or PNG';
export const IMAGE_TOO_LARGE_MESSAGE = `Choose an image of at most ${THEME_IMAGE_MAX_BYTES / 1024} KiB`;

export async function storeThemeImage(
  db: Database,
  client: ConsoleClient,
  kind: ThemeImageKind,
  file: { content: Buffer; truncated: boolean } | null,
): Promise<ThemeImage> {
  if (!file || file.content.length === 0) throw refuse('Choose an image to upload');
  if (file.truncated || file.content.length > THEME_IMAGE_MAX_BYTES)
    throw refuse(IMAGE_TOO_LARGE_MESSAGE, 413);
  const image = checkImage(file.content);
  if (!image.ok) throw refuse(image.reason === 'active-svg' ? ACTIVE_SVG_MESSAGE : IMAGE_TYPE_MESSAGE);
  const tooLarge = sizeProblem(kind, image.width, image.height);
  if (tooLarge) throw refuse(tooLarge);
  const digest = createHash('sha256').update(file.content).digest('hex').slice(0, 16);
  const name = `theme-${THEME_IMAGE_FIELDS[kind].toLowerCase()}-${digest}.${image.extension}`;
  await saveAsset(db, { clientId: client.id, name, contentType: image.contentType, bytes: file.content });
  return { url: assetUrl(client.slug, name), width: image.width, height: image.height };
}
