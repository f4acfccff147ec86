/**
 * The intrinsic size the content pictures are drawn at (16:9, as the demo's): given to each <img> so the browser
 * knows its box before the picture arrives. The stylesheets size the boxes; a picture of another shape is
 * contained in its box (object-fit), never stretched.
 */
export const CONTENT_PICTURE_SIZE = { width: 320, height: 180 } as const;
