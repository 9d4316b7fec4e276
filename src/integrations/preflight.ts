import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SchoolIdentity } from '../site/identity.ts';
import { SCHOOL_DETAILS_FILE } from '../site/school-details.ts';
import { splitFrontmatter } from './frontmatter.ts';

/** What the site was shipped with, and must not be published with. */
export const SHIPPED = {
  /** A made-up number in Villa Mercedes' area code. */
  whatsappNumber: '5492657000000',
  /** A guess at the school's Firebase Hosting address. */
  siteUrl: 'https://isc-villamercedes.web.app',
};

const PLACEHOLDER_ADDRESS = /example\.(com|org|net)|\/reemplazar\b/i;

/** A content file and the frontmatter fields the preflight reads. */
export interface ContentFile {
  file: string;
  data: { draft?: unknown; sample?: unknown };
}

/** The files of `folder` (under `root`) whose names match, with their frontmatter. */
export async function readContentFiles(
  root: string,
  folder: string,
  pattern: RegExp,
): Promise<ContentFile[]> {
  const names = (await readdir(path.join(root, folder))).filter((f) => pattern.test(f)).sort();
  return Promise.all(
    names.map(async (name) => {
      const split = splitFrontmatter(await readFile(path.join(root, folder, name), 'utf8'));
      return { file: `${folder}/${name}`, data: (split?.data ?? {}) as ContentFile['data'] };
    }),
  );
}

export interface SiteState {
  identity: SchoolIdentity;
  pages: ContentFile[];
  news: ContentFile[];
  /** Whether the build is configured to read the news from Firestore. */
  firestore: boolean;
}

/**
 * Every reason the site is not ready to publish, one line each, naming the
 * file to change. An empty list means it is ready.
 */
export function preflightProblems(state: SiteState): string[] {
  const { identity } = state;
  // What the shipped placeholders are in: the school's details, which staff keep.
  const id = SCHOOL_DETAILS_FILE;
  const problems: string[] = [];
  for (const [name, address] of Object.entries(identity.links)) {
    if (PLACEHOLDER_ADDRESS.test(address))
      problems.push(`${id}: links.${name} is a placeholder address (${address})`);
  }
  if (PLACEHOLDER_ADDRESS.test(identity.siteUrl) || identity.siteUrl === SHIPPED.siteUrl)
    problems.push(
      `${id}: siteUrl is the shipped default (${identity.siteUrl}); set the public address`,
    );
  if (identity.whatsappNumber === SHIPPED.whatsappNumber)
    problems.push(`${id}: whatsappNumber is the placeholder ${SHIPPED.whatsappNumber}`);
  if (PLACEHOLDER_ADDRESS.test(identity.repository.url))
    problems.push(`${id}: repository.url is a placeholder address (${identity.repository.url})`);

  for (const page of state.pages) {
    if (page.data.draft === true)
      problems.push(`${page.file}: draft: true (a text the school has not reviewed yet)`);
  }
  for (const item of state.news) {
    if (state.firestore)
      problems.push(
        `${item.file}: local news are not published when the news come from Firestore; delete the file`,
      );
    else if (item.data.sample === true)
      problems.push(`${item.file}: sample: true (an example shipped with the site)`);
  }
  return problems;
}
