// Build time only: what a build did, as data, written beside build/client
// (not served). The sentences of the build's log are written from it, and the
// live check, the benchmark and the tests read it rather than the log.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { megabytes, type NewsReport } from '~/news/archive/build.server';
import type { PictureStats } from '~/pictures/index.server';

/** The report's file name in the build's folder. */
const BUILD_REPORT = 'build-report.json';

export interface PicturesReport extends PictureStats {
  /** Files copied into the site, and their bytes. */
  published: number;
  bytes: number;
}

export interface BuildReport {
  /** What was read, kept and billed; null when Firestore was out of reach and the pages wait for the live answer. */
  news: NewsReport | null;
  /** The newest item with a page, which the live check looks for after a deploy. */
  newest: { id: string; path: string; title: string } | null;
  /** Null until the pictures are published. */
  pictures: PicturesReport | null;
}

/** The line of the build's log for the pictures. */
export const picturesSentence = ({ encoded, reused, published, bytes }: PicturesReport) =>
  `Pictures: ${encoded} made, ${reused} taken from the cache; ${published} files published (${megabytes(bytes)}).`;

/** The report's file in the build's folder `buildDir`. */
export const buildReportFile = (buildDir: string) => path.join(buildDir, BUILD_REPORT);

export const writeBuildReport = (buildDir: string, report: BuildReport) =>
  writeFile(buildReportFile(buildDir), `${JSON.stringify(report, null, 2)}\n`);

/** The report of the build in `buildDir`. */
export const readBuildReport = async (buildDir: string): Promise<BuildReport> =>
  JSON.parse(await readFile(buildReportFile(buildDir), 'utf8')) as BuildReport;
