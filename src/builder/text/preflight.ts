// Build time only: whether the site is ready for its first publication
// (`npm run preflight`): what only the administrator sets, still as shipped.
// The school's addresses and WhatsApp number, the site's public address and
// its repository; and, where the news are files, the sample news shipped
// with the site. Nothing staff can save in the editor is refused here but
// what the editor's own preview refuses too (the preview job runs this as
// well), so no save stops the news once the site is live. Each problem in
// Spanish, on its file and line, as the content checks tell theirs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  fieldLabel,
  readJsonEntry,
  readMarkdownEntry,
  type SourceFile,
} from '../../content/entries.ts';
import { readFolderKind } from '../../content/kind-files.server.ts';
import { contentKinds, type JsonKind } from '../../content/kinds.ts';
import type { SchoolDetails } from '../../content/school-details.ts';
import type { SiteSetup } from '../../content/site-setup.ts';
import type { ContentProblem } from '../../content/problem.ts';
import { say } from '../../content/messages.ts';

/** Where the preflight leaves its problems beside the build, for the preview's report and the failure issue. */
export const PREFLIGHT_PROBLEMS_FILE = 'preflight-problems.json';

/** What the site was shipped with, and must not be published with. */
const SHIPPED = {
  /** A made-up number in Villa Mercedes' area code. */
  whatsappNumber: '5492657000000',
  /** A guess at the school's Firebase Hosting address. */
  siteUrl: 'https://isc-villamercedes.web.app',
  /** A guess at the address of the editor's site. */
  editorUrl: 'https://isc-villamercedes-editor.web.app',
};

const PLACEHOLDER_ADDRESS = /example\.(com|org|net)|\/reemplazar\b/i;

/** The line (from 1) where `needle` first stands in `text`, else 1. */
const lineOf = (text: string, needle: string) => {
  const at = text.indexOf(needle);
  return at < 0 ? 1 : text.slice(0, at).split('\n').length;
};

/** A JSON kind's file under `root` (the school's details, the site's setup), as written. */
async function readJsonSource(root: string, kind: JsonKind): Promise<SourceFile> {
  return { file: kind.file, text: await readFile(path.join(root, kind.file), 'utf8') };
}

interface SiteState {
  details: SourceFile;
  setup: SourceFile;
  /** The local news files. */
  news: SourceFile[];
  /** Whether the build is configured to read the news from Firestore: local news are then not published. */
  firestore: boolean;
}

/** The project in `root` as the preflight reads it; `firestore` from its settings. */
export async function readSiteState(root: string, firestore: boolean): Promise<SiteState> {
  return {
    details: await readJsonSource(root, contentKinds.schoolDetails),
    setup: await readJsonSource(root, contentKinds.siteSetup),
    news: await readFolderKind(root, contentKinds.news),
    firestore,
  };
}

/** The shipped placeholders still in the school's details, each on its line. */
function detailsPlaceholders(details: SchoolDetails, source: SourceFile, kind: JsonKind) {
  const problems: ContentProblem[] = [];
  for (const [name, address] of Object.entries(details.links)) {
    if (PLACEHOLDER_ADDRESS.test(address))
      problems.push({
        file: source.file,
        line: lineOf(source.text, JSON.stringify(address)),
        message: say('placeholderLink', fieldLabel(kind.schema, ['links', name]), address),
      });
  }
  if (details.whatsappNumber === SHIPPED.whatsappNumber)
    problems.push({
      file: source.file,
      line: lineOf(source.text, JSON.stringify(SHIPPED.whatsappNumber)),
      message: say(
        'placeholderWhatsapp',
        fieldLabel(kind.schema, ['whatsappNumber']),
        SHIPPED.whatsappNumber,
      ),
    });
  return problems;
}

/** The shipped placeholders still in the site's setup, each on its line. */
function setupPlaceholders(setup: SiteSetup, source: SourceFile, kind: JsonKind) {
  const problems: ContentProblem[] = [];
  if (PLACEHOLDER_ADDRESS.test(setup.siteUrl) || setup.siteUrl === SHIPPED.siteUrl)
    problems.push({
      file: source.file,
      line: lineOf(source.text, JSON.stringify(setup.siteUrl)),
      message: say('placeholderSiteUrl', fieldLabel(kind.schema, ['siteUrl']), setup.siteUrl),
    });
  if (PLACEHOLDER_ADDRESS.test(setup.editorUrl) || setup.editorUrl === SHIPPED.editorUrl)
    problems.push({
      file: source.file,
      line: lineOf(source.text, JSON.stringify(setup.editorUrl)),
      message: say('placeholderEditorUrl', fieldLabel(kind.schema, ['editorUrl']), setup.editorUrl),
    });
  if (PLACEHOLDER_ADDRESS.test(setup.repository.url))
    problems.push({
      file: source.file,
      line: lineOf(source.text, JSON.stringify(setup.repository.url)),
      message: say(
        'placeholderRepository',
        fieldLabel(kind.schema, ['repository', 'url']),
        setup.repository.url,
      ),
    });
  return problems;
}

/** The sample news shipped with the site, where the news are files (and so published). */
function sampleNews(state: SiteState): ContentProblem[] {
  if (state.firestore) return [];
  return state.news.flatMap((item) => {
    // A file that does not read is the build's to refuse, naming it.
    const read = readMarkdownEntry(contentKinds.news.schema, item);
    return !Array.isArray(read) && read.data.sample === true
      ? [
          {
            file: item.file,
            line: lineOf(item.text, 'sample:'),
            message: say('sampleNews'),
          },
        ]
      : [];
  });
}

/**
 * Every reason the site is not ready for its first publication, each on its
 * file and line, in Spanish. An empty list means it is ready.
 */
export function preflightProblems(state: SiteState): ContentProblem[] {
  const { schoolDetails, siteSetup } = contentKinds;
  const details = readJsonEntry(schoolDetails.schema, state.details);
  const setup = readJsonEntry(siteSetup.schema, state.setup);
  return [
    ...(Array.isArray(details)
      ? details
      : detailsPlaceholders(details.value, state.details, schoolDetails)),
    ...(Array.isArray(setup) ? setup : setupPlaceholders(setup.value, state.setup, siteSetup)),
    ...sampleNews(state),
  ];
}
