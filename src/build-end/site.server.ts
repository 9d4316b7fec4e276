// Build time only: what every step at the build's end is given, and the
// pages made from the news, which the build reads first, for the prerender list.
import path from 'node:path';
import {
  newsOfBuild,
  newsOrigin,
  readable,
  readNewsForBuild,
  type ReadArchive,
} from '~/news/archive/build.server';
import { newsPaths } from '~/site/pages';
import { readSettings } from '~/builder/plugins/settings.server';
import type { SiteIndexData } from '~/builder/text/content-checks';
import type { BuildReport } from './report.server';

/** The pages made from `archive`: one per item and one per year with news. */
export const newsPagesOf = (archive: ReadArchive | null): string[] =>
  archive
    ? [
        ...archive.items.map((item) => item.path),
        ...archive.years.map(({ year }) => newsPaths.year(year)),
      ]
    : [];

/**
 * The pages made from the news: the build's first step, which reads the news
 * for the build in `buildDir` (the pages' loaders and the build's end read
 * them there).
 */
export async function newsPages(buildDir: string): Promise<string[]> {
  return newsPagesOf(readable(await readNewsForBuild(buildDir, newsOrigin(readSettings()))));
}

/** A finished prerender, as the steps at the build's end see it. */
export interface BuiltSite {
  /** The build's folder: client/ is what the host serves, beside what it is not given. */
  buildDir: string;
  clientDir: string;
  /** Staff's editor, served by a site of its own (firebase.json's target `editor`). */
  editorDir: string;
  settings: ReturnType<typeof readSettings>;
  archive: ReadArchive | null;
  /** What the build did, filled in by the steps and written by the last one. */
  report: BuildReport;
  /**
   * The built site as the content checks read it (its pages' ids, its files):
   * read once, by checkContent, and written into the editor's preview, which
   * checks the text staff type against the same.
   */
  index?: SiteIndexData;
}

export async function builtSite(buildDir: string): Promise<BuiltSite> {
  const read = await newsOfBuild(buildDir);
  const archive = readable(read);
  const newest = archive?.items[0];
  return {
    buildDir,
    clientDir: path.join(buildDir, 'client'),
    editorDir: path.join(buildDir, 'editor'),
    settings: readSettings(),
    archive,
    report: {
      news: read.report,
      newest: newest ? { id: newest.id, path: newest.path, title: newest.title } : null,
      pictures: null,
      editor: null,
    },
  };
}
