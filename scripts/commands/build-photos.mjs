// `npm run build:photos`: the default site with phone photos in place of
// every drawing, into build-photos/ (scripts/lib/photo-site.mjs).
import { buildPhotoSite, localNewsCount, PHOTOS_BUILD_DIR } from '../lib/photo-site.mjs';

const { phonePhoto } = await import('../samples/phone-photos.mjs');
// A photo of its own for each sample news item, as a school's news have:
// the tests of what a visitor's network carries tell cards apart by them.
const news = await localNewsCount();
const photos = await Promise.all(
  Array.from({ length: news }, (_, i) => phonePhoto(i < 4 ? i : i + 1)),
);
const { seconds, pictures } = await buildPhotoSite({ banner: await phonePhoto(4), photos });
console.log(`Photo site built in ${seconds} s into ${PHOTOS_BUILD_DIR}/:`, pictures);
