// Build time only: a banner's picture, for the pages whose banner is not set
// in a content file's frontmatter (those get theirs from rehype-pictures).
import { sitePicture } from '~/pictures/index.server';
import type { Picture } from '~/pictures';

/** The banner made of `file` (a path under public/); `route` is named if it fails. */
export const bannerPicture = (file: string, route: string): Promise<Picture> =>
  sitePicture(file, 'banner', route);
