// The picture module's public surface for pages and the browser: what a
// picture is, the layouts it is shown in, the one attribute writer with its
// loading policy, and the tag the live check finds a processed picture by.
// Build-time code adds index.server.ts.
export { pictureLayouts, WIDEST_PICTURE, type Drawing, type Picture } from './layouts.ts';
export {
  isDataPicture,
  isSitePath,
  LEAD_PICTURE,
  loadingAttributes,
  pictureAttributes,
  setAttributes,
  STORAGE_ORIGIN,
  type Placement,
} from './picture.ts';
export { pictureSourceTag, SOURCE_TAG_ATTRIBUTE } from './source-tag.ts';
