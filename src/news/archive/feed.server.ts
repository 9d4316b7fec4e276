import { school } from '~/site/identity';
import { paths } from '~/site/pages';
import { absoluteUrl } from '~/site/seo';
import type { PublishedItem } from './item.server';

type FeedItem = Pick<PublishedItem, 'title' | 'description' | 'path' | 'fecha'>;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[c]};`,
  );

const rfc822 = (iso: string) => new Date(iso).toUTCString();

/**
 * The news as an RSS 2.0 feed: the newest items, each with its date, its
 * description and its page's address. Its own date is the newest item's, so
 * an unchanged collection builds the same feed.
 */
export function rssFeed(items: FeedItem[]): string {
  const entries = items.map(
    (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${absoluteUrl(item.path)}</link>
      <guid isPermaLink="true">${absoluteUrl(item.path)}</guid>
      <pubDate>${rfc822(item.fecha)}</pubDate>
      <description>${escapeXml(item.description)}</description>
    </item>`,
  );
  const updated = items[0] ? `\n    <lastBuildDate>${rfc822(items[0].fecha)}</lastBuildDate>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`Novedades del ${school.name}`)}</title>
    <link>${absoluteUrl(paths.news)}</link>
    <atom:link href="${absoluteUrl(paths.feed)}" rel="self" type="application/rss+xml"/>
    <description>${escapeXml(`Las últimas noticias del ${school.name}, ${school.city}.`)}</description>
    <language>es-AR</language>${updated}
${entries.join('\n')}
  </channel>
</rss>
`;
}
