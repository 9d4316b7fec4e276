// Browser code of the editor's review panel («Tus cambios»): what it reads
// besides GitHub's answers (review.ts): the editor's configuration, the
// signed-in person's token Sveltia keeps, and what staff call each change
// and file. review-panel.ts starts it.
import { SVELTIA_USER_KEY } from './user';
import type { Change, GitHubAccess } from './review';

export interface EditorConfig {
  backend?: { name?: string; repo?: string; api_root?: string };
  collections?: {
    name: string;
    files?: { name: string; file: string; label: string }[];
    folder?: string;
    extension?: string;
  }[];
}

/**
 * The long pages as the build knows them (page.server.ts writes it on the
 * panel's script): their collection, a folder staff add to, and each
 * published page's title by its file. A page added since shows as its file.
 */
export interface PageTitles {
  collection: string;
  titles: Record<string, string>;
}

/** The signed-in person's GitHub token, if Sveltia keeps one. */
function storedToken(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem(SVELTIA_USER_KEY) ?? 'null');
    return user?.backendName === 'github' && typeof user.token === 'string'
      ? user.token
      : undefined;
  } catch {
    return undefined;
  }
}

/** How the panel reaches GitHub as the signed-in person, if someone is signed in. */
export const githubAccess =
  ({ repo, api_root }: { repo: string; api_root?: string }) =>
  (): GitHubAccess | undefined => {
    const token = storedToken();
    return token
      ? { api: (api_root ?? 'https://api.github.com').replace(/\/$/, ''), repo, token }
      : undefined;
  };

/** The editor's configuration, or null when it cannot be read. */
export async function readConfig(configUrl: string): Promise<EditorConfig | null> {
  try {
    const response = await fetch(configUrl);
    return response.ok ? ((await response.json()) as EditorConfig) : null;
  } catch {
    return null;
  }
}

/** What staff call a change and a file, from the editor's configuration and the pages' titles. */
export interface ChangeNames {
  /** A change as staff know it: the page they edited, else its pull request's title (a news item's, a new page's). */
  titleOf(change: Change): string;
  /** A file as staff know it: «its title», else its path. */
  place(file: string): string;
  /** The file a branch saves, if it is a listed file or a page (a page's «Borrador» is in its frontmatter). */
  pageFile(branch: string): string | undefined;
}

export function changeNames(config: EditorConfig, pages: PageTitles): ChangeNames {
  const collections = config.collections ?? [];
  const files = collections.flatMap((collection) =>
    (collection.files ?? []).map((file) => ({
      ...file,
      branch: `cms/${collection.name}/${file.name}`,
    })),
  );
  /** The file a branch saves: a listed file's, or a folder collection's entry (`cms/<collection>/<name>`). */
  const fileOf = (branch: string) => {
    const listed = files.find((each) => each.branch === branch)?.file;
    if (listed) return listed;
    const [, name, entry] = /^cms\/([^/]+)\/([^/]+)$/.exec(branch) ?? [];
    const folder = collections.find((each) => each.name === name && each.folder);
    return folder && entry ? `${folder.folder}/${entry}.${folder.extension ?? 'md'}` : undefined;
  };
  const labelOf = (file: string) =>
    files.find((each) => each.file === file)?.label ?? pages.titles[file];
  return {
    titleOf(change) {
      const file = fileOf(change.branch);
      const label = file && labelOf(file);
      return label ? `«${label}»` : change.title;
    },
    place(file) {
      const label = labelOf(file);
      return label ? `«${label}»` : file;
    },
    pageFile: (branch) =>
      files.some((each) => each.branch === branch) || branch.startsWith(`cms/${pages.collection}/`)
        ? fileOf(branch)
        : undefined,
  };
}
