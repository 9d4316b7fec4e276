// Build time only: what every step at the build's end is given, and the
// news pages it lists, read once for the prerender list and the steps alike.
import path from 'node:path';
import {
  newsOrigin,
  readable,
  sharedNewsArchive,
  type ReadArchive,
} from '~/news/archive/build.server';
import { newsPaths } from '~/site/pages';
import { readSettings } from '~/builder/plugins/settings.server';
import type { SiteIndexData } from '~/builder/text/content-checks';
import type { BuildReport } from './report.server';

/** The build's news archive, read once: the prerender list, then the pages' loaders and the steps. */
const buildNewsArchive = (): Promise<ReadArchive> => sharedNewsArchive(newsOrigin(readSettings()));

/** The pages made from the news: one per item and one per year with news. */
export async function newsPages(): Promise<string[]> {
  const archive = readable(await buildNewsArchive());
  if (!archive) return [];
  return [
    ...archive.items.map((item) => item.path),
    ...archive.years.map(({ year }) => newsPaths.year(year)),
  ];
}

/** A finished prerender, as the steps at the build's end see it. */
export interface BuiltSite {
  /** The build's folder: client/ is what the host serves, beside what it is not given. */
  buildDir: string;
  clientDir: string;
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
  const read = await buildNewsArchive();
  const archive = readable(read);
  const newest = archive?.items[0];
  return {
    buildDir,
    clientDir: path.join(buildDir, 'client'),
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
