// Build time only: what a build did, as data, written beside build/client
// (not served). The sentences of the build's log are written from it, and the
// live check, the benchmark and the tests read it rather than the log.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { megabytes, type NewsReport } from '~/news/archive/report';
import type { PictureStats } from '~/pictures/index.server';

/** The report's file name in the build's folder. */
const BUILD_REPORT = 'build-report.json';

interface PicturesReport extends PictureStats {
  /** Files copied into the site, and their bytes. */
  published: number;
  bytes: number;
}

/** The editor, written as a site of its own (src/editor/). */
interface EditorReport {
  /** Sveltia CMS's version. */
  version: string;
  /** What it weighs on disk, its page included. */
  bytes: number;
}

export interface BuildReport {
  /** What was read, kept and billed, or why Firestore was out of reach (`outage`). */
  news: NewsReport;
  /** The newest item with a page, which the live check looks for after a deploy. */
  newest: { id: string; path: string; title: string } | null;
  /** Null until the pictures are published. */
  pictures: PicturesReport | null;
  /** Null until the editor is written. */
  editor: EditorReport | null;
}

/** The line of the build's log for the pictures. */
export const picturesSentence = ({ encoded, reused, published, bytes }: PicturesReport) =>
  `Pictures: ${encoded} made, ${reused} taken from the cache; ${published} files published (${megabytes(bytes)}).`;

/** The line of the build's log for the editor. */
export const editorSentence = ({ version, bytes }: EditorReport) =>
  `Editor: Sveltia CMS ${version}, ${megabytes(bytes)}, at /editar on a site of its own (editor/).`;

/** The report's file in the build's folder `buildDir`. */
export const buildReportFile = (buildDir: string) => path.join(buildDir, BUILD_REPORT);

export const writeBuildReport = (buildDir: string, report: BuildReport) =>
  writeFile(buildReportFile(buildDir), `${JSON.stringify(report, null, 2)}\n`);

/** The report of the build in `buildDir`. */
export const readBuildReport = async (buildDir: string): Promise<BuildReport> =>
  JSON.parse(await readFile(buildReportFile(buildDir), 'utf8')) as BuildReport;
