import { deriveTitle } from './item-text';
import type { Sanitize } from './sanitize';
import type { NewsItem, CardItem } from '../model/types';

/**
 * Sanitises, formats and titles one item: its card, with no page yet, and
 * its formatted DOM, for whatever else is read from it. Throws, saying why,
 * when the item cannot be shown: nothing is left of it, or nothing to call it by.
 */
export function prepareItem(item: NewsItem, sanitize: Sanitize): { card: CardItem; root: Element } {
  const root = sanitize(item.contenido);
  if (!root) throw new Error('nothing is left to show once sanitised');
  const title = deriveTitle(root);
  if (!title) throw new Error('it has no text or picture description to title it by');
  const fecha = item.fecha?.toISOString() ?? null;
  return { card: { id: item.id, fecha, html: root.innerHTML, title, path: null }, root };
}

/**
 * The cards of `items`, in the same order. One that cannot be shown is left
 * out and reported to `skip`; it never stops the others.
 */
export function toCards(
  items: NewsItem[],
  sanitize: Sanitize,
  skip: (id: string, reason: string) => void = () => {},
): CardItem[] {
  return items.flatMap((item) => {
    try {
      return [prepareItem(item, sanitize).card];
    } catch (error) {
      skip(item.id, (error as Error).message);
      return [];
    }
  });
}
