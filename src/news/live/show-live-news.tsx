// Loaded only when the live answer differs from what the page shows.
import { useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { itemOfCardId } from '../list/NewsCard';
import { NewsList } from '../list/NewsList';
import { newsPaths } from '~/site/pages';
import { toCards } from '../html/prepare';
import { HELD, holdOriginals, showHeldPicture } from './held-pictures';
import type { NewsScreen } from '../model/screens';
import type { ListedNews, NewsItem, CardItem, ShownItem } from '../model/types';

/** A listed item the page shows at the same version (no text), or one got whole. */
export type LiveItem = ListedNews | NewsItem;

export interface LiveUpdate {
  screen: NewsScreen;
  shown: ShownItem[] | null;
  paged: string[];
  /** The live answer, newest first. */
  items: LiveItem[];
}

/** The page's own rendering of each item's text, processed pictures and all, by id. */
function shownHtml(container: HTMLElement): Map<string, string> {
  const cards = container.querySelectorAll<HTMLElement>('.news-card');
  return new Map(
    [...cards].flatMap((card) => {
      const id = itemOfCardId(card.id);
      const body = card.querySelector('.news-card__body');
      return id !== null && body ? [[id, body.innerHTML] as const] : [];
    }),
  );
}

/**
 * The list to show: an item the page already shows, unchanged, keeps what
 * the build made of it; a new or edited one is sanitised here, with
 * DOMPurify loaded only then, and its originals held back until asked for
 * (held-pictures.ts). Every item the build knew keeps linking to its
 * page; a new one has none until the next build, and links to its place in
 * the list.
 */
export async function liveItems(
  container: HTMLElement,
  { shown, paged, items }: LiveUpdate,
): Promise<CardItem[]> {
  const before = new Map(shown?.map((item) => [item.id, item]));
  const drawn = shownHtml(container);
  const kept = new Map<string, CardItem>();
  for (const item of items) {
    const old = before.get(item.id);
    const html = drawn.get(item.id);
    if (html === undefined || !old?.title || old.version !== item.version) continue;
    const fecha = item.fecha?.toISOString() ?? null;
    kept.set(item.id, { id: item.id, fecha, html, title: old.title, path: old.path ?? null });
  }
  const fresh = items.filter((item): item is NewsItem => !kept.has(item.id) && 'contenido' in item);
  const prepared = new Map<string, CardItem>();
  if (fresh.length) {
    const { createSanitizer } = await import('../html/sanitize');
    const skip = (id: string, reason: string) =>
      console.warn(`Leaving out news item "${id}": ${reason}.`);
    const template = document.createElement('template');
    for (const item of toCards(fresh, createSanitizer(window), skip)) {
      const page =
        before.get(item.id)?.path ?? (paged.includes(item.id) ? newsPaths.item(item.id) : null);
      template.innerHTML = item.html;
      holdOriginals(template.content, container);
      prepared.set(item.id, { ...item, html: template.innerHTML, path: page });
    }
  }
  return items.flatMap((item) => kept.get(item.id) ?? prepared.get(item.id) ?? []);
}

/** Calls `onCommit` once React has put the list on the page. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

const roots = new WeakMap<HTMLElement, Root>();

/** A held picture's button, pressed anywhere in the list, shows its original. */
function onHeldPicture(event: Event) {
  const button = (event.target as Element).closest(`.${HELD.button}`);
  if (button) showHeldPicture(button);
}

/**
 * Draws the live list in place of what the container shows, with the same
 * renderer as the build (NewsList). Resolves once it is on the page; a render
 * error rejects, and the island shows its fallback.
 */
export async function showLiveNews(container: HTMLElement, update: LiveUpdate): Promise<void> {
  const items = await liveItems(container, update);
  await new Promise<void>((resolve, reject) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container, {
        onUncaughtError(error) {
          // React is still unwinding this render: unmount once it is done.
          setTimeout(() => root!.unmount());
          reject(error);
        },
      });
      roots.set(container, root);
      container.addEventListener('click', onHeldPicture);
    }
    root.render(
      <Committed onCommit={resolve}>
        <NewsList state={{ status: 'loaded', items }} screen={update.screen} />
      </Committed>,
    );
  });
}
