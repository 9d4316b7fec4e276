// Build time only: whether the site is ready to publish (`npm run preflight`),
// read from the project's content as the content module describes it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkJson, splitFrontmatter } from '../content/frontmatter.ts';
import { contentKinds, isFileOf, SCHOOL_DETAILS_FILE } from '../content/kinds.ts';
import type { SchoolDetails } from '../content/school-details.ts';

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

/** The files of a kind of content (under `root`), with their frontmatter. */
export async function readContentFiles(
  root: string,
  kind: (typeof contentKinds)['page' | 'news'],
): Promise<ContentFile[]> {
  const { folder } = kind;
  const names = (await readdir(path.join(root, folder))).filter((f) => isFileOf(kind, f)).sort();
  return Promise.all(
    names.map(async (name) => {
      const split = splitFrontmatter(await readFile(path.join(root, folder, name), 'utf8'));
      return { file: `${folder}/${name}`, data: (split?.data ?? {}) as ContentFile['data'] };
    }),
  );
}

/**
 * The school's details under `root`, checked by their schema: the details,
 * or null and every wrong field, each naming the file.
 */
export async function readSchoolDetails(root: string) {
  const text = await readFile(path.join(root, SCHOOL_DETAILS_FILE), 'utf8');
  const checked = checkJson(contentKinds.schoolDetails.schema, text);
  return {
    details: checked.value ?? null,
    problems: (checked.problems ?? []).map((problem) => `${SCHOOL_DETAILS_FILE}: ${problem}`),
  };
}

export interface SiteState {
  /** The school's details, or null when they do not pass their schema (readSchoolDetails says why). */
  details: SchoolDetails | null;
  pages: ContentFile[];
  news: ContentFile[];
  /** Whether the build is configured to read the news from Firestore. */
  firestore: boolean;
}

/** The shipped placeholders still in the school's details, each naming the file and field. */
function placeholders(identity: SchoolDetails): string[] {
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

  return problems;
}

/**
 * Every reason the site is not ready to publish, one line each, naming the
 * file to change. An empty list means it is ready.
 */
export function preflightProblems(state: SiteState): string[] {
  const problems: string[] = [];
  if (state.details) problems.push(...placeholders(state.details));
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
