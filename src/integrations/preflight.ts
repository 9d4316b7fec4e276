// Build time only: whether the site is ready to publish (`npm run preflight`),
// read from the project's content as the content module describes it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { checkJson, splitFrontmatter } from '../content/frontmatter.ts';
import {
  isFileOf,
  SCHOOL_DETAILS_FILE,
  SITE_SETUP_FILE,
  type FolderKind,
  type JsonKind,
} from '../content/kinds.ts';
import type { SchoolDetails } from '../content/school-details.ts';
import type { SiteSetup } from '../content/site-setup.ts';

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
export async function readContentFiles(root: string, kind: FolderKind): Promise<ContentFile[]> {
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
 * A JSON kind's file under `root` (the school's details, the site's setup),
 * checked by its schema: its value, or null and every wrong field, each
 * naming the file.
 */
export async function readJsonFile<Kind extends JsonKind>(root: string, kind: Kind) {
  const text = await readFile(path.join(root, kind.file), 'utf8');
  const checked = checkJson(kind.schema as Kind['schema'], text);
  return {
    value: checked.value ?? null,
    problems: (checked.problems ?? []).map((problem) => `${kind.file}: ${problem}`),
  };
}

export interface SiteState {
  /** The school's details, or null when they do not pass their schema (readJsonFile says why). */
  details: SchoolDetails | null;
  /** The site's setup, or null when it does not pass its schema. */
  setup: SiteSetup | null;
  pages: ContentFile[];
  news: ContentFile[];
  /** Whether the build is configured to read the news from Firestore. */
  firestore: boolean;
}

/** The shipped placeholders still in the school's details, each naming the file and field. */
function detailsPlaceholders(details: SchoolDetails): string[] {
  const id = SCHOOL_DETAILS_FILE;
  const problems: string[] = [];
  for (const [name, address] of Object.entries(details.links)) {
    if (PLACEHOLDER_ADDRESS.test(address))
      problems.push(`${id}: links.${name} is a placeholder address (${address})`);
  }
  if (details.whatsappNumber === SHIPPED.whatsappNumber)
    problems.push(`${id}: whatsappNumber is the placeholder ${SHIPPED.whatsappNumber}`);
  return problems;
}

/** The shipped placeholders still in the site's setup, each naming the file and field. */
function setupPlaceholders(setup: SiteSetup): string[] {
  const id = SITE_SETUP_FILE;
  const problems: string[] = [];
  if (PLACEHOLDER_ADDRESS.test(setup.siteUrl) || setup.siteUrl === SHIPPED.siteUrl)
    problems.push(
      `${id}: siteUrl is the shipped default (${setup.siteUrl}); set the public address`,
    );
  if (PLACEHOLDER_ADDRESS.test(setup.repository.url))
    problems.push(`${id}: repository.url is a placeholder address (${setup.repository.url})`);
  return problems;
}

/**
 * Every reason the site is not ready to publish, one line each, naming the
 * file to change. An empty list means it is ready.
 */
export function preflightProblems(state: SiteState): string[] {
  const problems: string[] = [];
  if (state.details) problems.push(...detailsPlaceholders(state.details));
  if (state.setup) problems.push(...setupPlaceholders(state.setup));
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
