import type { NewsSnapshot } from '../model/types';
import type { NewsArchive } from './archive.server';

/**
 * The newest `limit` documents, as a page's news block shows them. With
 * `lead`, the block is the first thing on its page: its first item's first
 * picture leads.
 */
export function snapshotOf(
  archive: Pick<NewsArchive, 'entries'> | null,
  limit: number,
  { lead = false } = {},
): NewsSnapshot | null {
  if (!archive) return null;
  const entries = archive.entries.slice(0, limit);
  const items = entries.flatMap(({ item }) => item ?? []);
  return {
    paged: archive.entries.slice(limit, 2 * limit).flatMap(({ id, item }) => (item ? [id] : [])),
    items: items.map((item, index) => ({
      id: item.id,
      fecha: item.fecha,
      html: (lead && index === 0 && item.leadHtml) || item.html,
      title: item.title,
      path: item.path,
    })),
    shown: entries.map(({ id, version, item }) =>
      item ? { id, version, title: item.title, path: item.path } : { id, version },
    ),
  };
}
