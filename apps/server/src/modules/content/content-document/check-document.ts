/**
 * Checks a content document for a tenant: the contracts' schema first (every problem at its JSON path), then
 * what only the database knows (the images it names exist) and what the bytes say (each image is what its
 * name claims). Nothing is written here.
 */
import {
  CONTENT_IMAGE_MAX_BYTES,
  CONTENT_IMAGE_TYPES,
  contentDocumentIssues,
  contentDocumentSchema,
  formatContentPath,
  type ContentDocument,
  type ContentDocumentIssue,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { clientAssets } from '../../../db/schema/index.ts';
import { imageTypeOf } from '../../assets/index.ts';

export interface DecodedImage {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export type DocumentCheck =
  | { ok: true; document: ContentDocument; images: DecodedImage[] }
  | { ok: false; issues: ContentDocumentIssue[] };

type Extension = keyof typeof CONTENT_IMAGE_TYPES;

/** Whether the bytes are the kind of image the name's extension says (read by the assets module). */
function looksLike(extension: Extension, bytes: Buffer): boolean {
  return imageTypeOf(bytes) === (extension === 'jpeg' ? 'jpg' : extension);
}

function decodeImages(document: ContentDocument, issues: ContentDocumentIssue[]): DecodedImage[] {
  return document.images.map((image, index) => {
    const extension = image.name.slice(image.name.lastIndexOf('.') + 1) as Extension;
    const bytes = Buffer.from(image.data, 'base64');
    const at = formatContentPath(['images', index, 'data']);
    if (bytes.length > CONTENT_IMAGE_MAX_BYTES) {
      issues.push({ path: at, message: `Images may be at most ${CONTENT_IMAGE_MAX_BYTES / 1024} KiB` });
    } else if (!looksLike(extension, bytes)) {
      issues.push({ path: at, message: `This is not a .${extension} image` });
    }
    return { name: image.name, contentType: CONTENT_IMAGE_TYPES[extension], bytes };
  });
}

/** The lists whose items may name an image, and the field that names it. */
const IMAGE_FIELDS = [
  ['homePageCards', 'image'],
  ['homePageBanners', 'image'],
  ['carouselSlides', 'image'],
  ['avatars', 'image'],
] as const;

/**
 * Every image a document names, with the path that names it. Reads the document loosely, so the references
 * of a document that fails the schema are checked too and every problem is reported at once.
 */
export function imageReferences(document: unknown): { path: string; name: string }[] {
  const references: { path: string; name: string }[] = [];
  const root = (document ?? {}) as Record<string, unknown>;
  for (const [list, field] of IMAGE_FIELDS) {
    const items = root[list];
    if (!Array.isArray(items)) continue;
    items.forEach((item: unknown, index) => {
      const name = (item as Record<string, unknown> | null)?.[field];
      if (typeof name === 'string') references.push({ path: formatContentPath([list, index, field]), name });
    });
  }
  return references;
}

/** The names of the images a document carries (loosely read, like imageReferences). */
function carriedImageNames(document: unknown): string[] {
  const images = ((document ?? {}) as Record<string, unknown>).images;
  if (!Array.isArray(images)) return [];
  return images
    .map((image: unknown) => (image as Record<string, unknown> | null)?.name)
    .filter((name): name is string => typeof name === 'string');
}

async function missingImages(
  db: Database,
  clientId: string,
  input: unknown,
): Promise<ContentDocumentIssue[]> {
  const stored = await db
    .select({ name: clientAssets.name })
    .from(clientAssets)
    .where(eq(clientAssets.clientId, clientId));
  const available = new Set([...carriedImageNames(input), ...stored.map((asset) => asset.name)]);
  return imageReferences(input)
    .filter((reference) => !available.has(reference.name))
    .map((reference) => ({
      path: reference.path,
      message: `There is no image named "${reference.name}": add it to "images" or use a stored one`,
    }));
}

export async function checkContentDocument(
  db: Database,
  clientId: string,
  input: unknown,
): Promise<DocumentCheck> {
  const parsed = contentDocumentSchema.safeParse(input);
  const issues = parsed.success ? [] : contentDocumentIssues(parsed.error);
  const images = parsed.success ? decodeImages(parsed.data, issues) : [];
  issues.push(...(await missingImages(db, clientId, input)));
  if (!parsed.success || issues.length > 0) return { ok: false, issues };
  return { ok: true, document: parsed.data, images };
}
