// Browser code of the editor's page (/editar), beside Sveltia: a small panel,
// "Tus cambios", that tells staff what became of each change they saved,
// without opening GitHub: being checked, what to correct (in Spanish, on the
// page and line), the preview's address, "Publicar" once all is well, and
// «Ya está en el sitio» once the live site serves it. This file starts it
// and refreshes it; GitHub is read and written by review.ts, the editor's
// configuration and token by review-panel-data.ts, the panel is drawn by
// review-panel-view.ts, and asked again by while-shown.ts. Before anyone
// signs in to GitHub it shows nothing; a session that closes is told. The
// build bundles it (editor-site.server.ts).
import { GitHubRefusal, isOnSite, publishChange, readChanges, type Change } from './review';
import {
  changeNames,
  githubAccess,
  readConfig,
  type ChangeNames,
  type PageTitles,
} from './review-panel-data';
import { PANEL_TROUBLE, panelView, publishRefusal, type Published } from './review-panel-view';
import { whileShown } from './while-shown';
import { say } from '~/content/messages';

/** How often the panel asks GitHub again while the page is shown. */
const REFRESH_MS = 15_000;

/**
 * A refresh of the panel's list of changes, telling staff what went wrong
 * with GitHub until it answers again, and that their session closed once it
 * had shown them changes (before anyone signs in it shows nothing);
 * `published` are those published from the panel since the page opened.
 */
function listRefresh(
  access: ReturnType<typeof githubAccess>,
  names: ChangeNames,
  view: ReturnType<typeof panelView>,
  published: Published[],
) {
  /** Whether the panel has shown this page's staff member a change. */
  let shownChanges = published.length > 0;
  return async () => {
    const signedIn = access();
    if (!signedIn)
      return shownChanges ? view.tell(PANEL_TROUBLE.signedOut) : view.show([], published);
    try {
      for (const change of published.filter(({ onSite }) => !onSite))
        change.onSite = await isOnSite(signedIn, change.merged);
      const changes = await readChanges(signedIn, { pageFile: names.pageFile });
      shownChanges ||= changes.length > 0 || published.length > 0;
      view.show(changes, published);
      view.untell();
    } catch (error) {
      view.tell(
        error instanceof GitHubRefusal && error.status === 401
          ? PANEL_TROUBLE.expired
          : PANEL_TROUBLE.githubDown,
      );
    }
  };
}

/** Starts the panel on the editor's page; answers a function that stops it. */
export async function startReviewPanel({
  configUrl,
  pages = { collection: '', titles: {} },
  refreshMs = REFRESH_MS,
}: {
  configUrl: string;
  pages?: PageTitles;
  refreshMs?: number;
}): Promise<() => void> {
  const config = await readConfig(configUrl);
  if (!config) {
    const view = panelView(changeNames({}, pages), () => {});
    view.tell(PANEL_TROUBLE.config);
    return view.remove;
  }
  const { backend } = config;
  if (backend?.name !== 'github' || !backend.repo) return () => {};
  const names = changeNames(config, pages);
  const access = githubAccess({ repo: backend.repo, api_root: backend.api_root });
  /** Changes published from this panel since the page opened. */
  const published: Published[] = [];

  async function publish(change: Change, button: HTMLButtonElement) {
    const signedIn = access();
    if (!signedIn) return view.tell(PANEL_TROUBLE.signedOut);
    button.disabled = true;
    button.textContent = say('publishing');
    try {
      const merged = await publishChange(signedIn, change);
      published.push({ ...change, merged, onSite: false });
      view.say(`Publicado: ${names.titleOf(change)}.`);
    } catch (error) {
      view.say(publishRefusal(error));
    }
    await refresher.run();
  }

  const view = panelView(names, (change, button) => void publish(change, button));
  const refresher = whileShown(listRefresh(access, names, view, published), refreshMs);
  await refresher.run();
  return () => {
    refresher.stop();
    view.remove();
  };
}
