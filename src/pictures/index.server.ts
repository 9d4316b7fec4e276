// The picture module's public surface for the build: describe a picture from
// wherever it comes, and reach the project's Storage. The build's end and the
// development server publish what the pipeline made through
// publish.server.ts. Lint forbids importing anything else of src/pictures/
// from outside it (ARCHITECTURE.md).
export { describePicture, sitePicture, type PreviewPicture } from './describe.server.ts';
export { PICTURE_FILE_TYPES, PUBLIC_DIR, type PictureOrigins } from './sources.server.ts';
export { sanitisedDrawingFile } from './drawing.server.ts';
export { createStoragePictures, StorageUnreachable, type DownloadStats } from './storage.server.ts';
export { picturePipeline, type PictureStats } from './pipeline.server.ts';
