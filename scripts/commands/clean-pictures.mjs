// `npm run pictures:clean [-- folder]`: takes the GPS position, the camera and
// any other metadata out of every picture under public/ and content/ (of this
// project, or of the given folder), in place, each turned as the camera meant.
// What the metadata test (npm run test:unit) asks for before a commit.
import path from 'node:path';
import { cleanPictures } from '../lib/picture-metadata.mjs';

const root = path.resolve(process.argv[2] ?? '.');
const cleaned = await cleanPictures(root);
for (const { file, kept } of cleaned) console.log(`${file}: removed ${kept.join(', ')}`);
console.log(
  cleaned.length
    ? `${cleaned.length} picture(s) cleaned: commit them.`
    : 'No picture keeps metadata.',
);
