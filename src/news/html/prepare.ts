import { deriveTitle } from './item-text';
import type { Sanitize } from './sanitize';
import type { NewsItem, SafeNewsItem } from '../model/types';

/** An item ready to show, and its formatted DOM, for whatever else is read from it. */
interface PreparedItem extends Omit<SafeNewsItem, 'path'> {
  root: Element;
}

/**
 * Sanitises, formats and titles one item. Throws, saying why, when the item
 * cannot be shown: nothing is left of it, or nothing to call it by.
 */
export function prepareItem(item: NewsItem, sanitize: Sanitize): PreparedItem {
  const root = sanitize(item.contenido);
  if (!root) throw new Error('nothing is left to show once sanitised');
  const title = deriveTitle(root);
  if (!title) throw new Error('it has no text or picture description to title it by');
  return {
    id: item.id,
    fecha: item.fecha?.toISOString() ?? null,
    html: root.innerHTML,
    title,
    root,
  };
}

/**
 * Items ready to show, in the same order. One that cannot be shown is left
 * out and reported to `skip`; it never stops the others.
 */
export function toSafeNews(
  items: NewsItem[],
  sanitize: Sanitize,
  skip: (id: string, reason: string) => void = () => {},
): SafeNewsItem[] {
  return items.flatMap((item) => {
    try {
      const { root: _root, ...shown } = prepareItem(item, sanitize);
      return [{ ...shown, path: null }];
    } catch (error) {
      skip(item.id, (error as Error).message);
      return [];
    }
  });
}
