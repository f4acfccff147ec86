/**
 * What an image file really is, read from its bytes (its name and the browser's type are the sender's word):
 * PNG, JPEG, WebP or SVG, and how large it is drawn. An SVG is text a browser may run, so one that holds
 * script, an event handler, embedded content or a javascript: address is refused (assets are also served with
 * a sandboxing Content-Security-Policy, assets.routes.ts; this keeps such a file out of the database at all).
 */
import { imageSize } from 'image-size';

export const IMAGE_TYPES = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const SVG_START = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/;

/** The kind of image the bytes begin as, or null. */
export function imageTypeOf(bytes: Buffer): ImageExtension | null {
  if (bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (bytes.subarray(0, 3).equals(JPEG)) return 'jpg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  if (SVG_START.test(bytes.subarray(0, 4096).toString('utf8'))) return 'svg';
  return null;
}

const ACTIVE_SVG = new RegExp(
  [
    String.raw`<(?:script|foreignObject|iframe|frame|object|embed|applet|meta|base|link|form|handler|listener)[\s/>]`,
    String.raw`<[a-z][\w:.-]*\s[^<>]*?\bon[a-z]+\s*=`,
    String.raw`javascript:`,
    String.raw`<!ENTITY`,
    // An image that loads something from elsewhere (an external href) or another document.
    String.raw`\bhref\s*=\s*["']\s*(?!#|data:image\/)`,
  ].join('|'),
  'i',
);

export type ImageCheck =
  | { ok: true; extension: ImageExtension; contentType: string; width: number; height: number }
  | { ok: false; reason: 'type' | 'active-svg' };

/** The image the bytes hold with its drawn size, or why it is not one the portal keeps. */
export function checkImage(bytes: Buffer): ImageCheck {
  const extension = imageTypeOf(bytes);
  if (!extension) return { ok: false, reason: 'type' };
  if (extension === 'svg' && ACTIVE_SVG.test(bytes.toString('utf8')))
    return { ok: false, reason: 'active-svg' };
  let size: { width: number; height: number };
  try {
    size = imageSize(bytes);
  } catch {
    // A signature with nothing readable behind it (a disguised or broken file).
    return { ok: false, reason: 'type' };
  }
  if (!(size.width > 0 && size.height > 0)) return { ok: false, reason: 'type' };
  return {
    ok: true,
    extension,
    contentType: IMAGE_TYPES[extension],
    width: Math.round(size.width),
    height: Math.round(size.height),
  };
}
