/**
 * Assets' door: a tenant image's address and saving one (content, presenters, the seed).
 * The module's wiring (routes, jobs, shared services) is assets.module.ts.
 */
export { assetUrl, getAsset, saveAsset } from './assets.service.ts';
export { checkImage, imageTypeOf } from './image-file.ts';
