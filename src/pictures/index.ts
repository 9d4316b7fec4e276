// The picture module's public surface for pages and the browser: what a
// picture is, the layouts it is shown in, and the one attribute writer with
// its loading policy. Build-time code adds index.server.ts.
export { pictureLayouts, PICTURE_DIR, type Picture, type PictureLayoutName } from './layouts.ts';
export {
  firstPicturePlacement,
  isSitePath,
  LEAD_PICTURE,
  loadingAttributes,
  pictureAttributes,
  pictureSourceTag,
  setAttributes,
  SOURCE_TAG_ATTRIBUTE,
  type Placement,
} from './picture.ts';
