import { data } from 'react-router';
import { newsArchive, type NewsPicture, type PreviewPicture } from '~/news/archive/index.server';
import { NewsArticle } from '~/news/views';
import { newsSlug } from '~/site/pages';
import { absoluteUrl, newsArticleJsonLd, pageMeta, SITE_CARD, type PreviewImage } from '~/site/seo';
import type { Route } from './+types/news-item';
import '../../styles/pages/news.scss';

/**
 * The preview made of the item's first picture (1200 × 630 JPEG, served by
 * the site), else the site's card: for an item without pictures, with a
 * drawing first, or whose picture the build could not process.
 */
function previewImage(
  preview: PreviewPicture | null,
  picture: NewsPicture | null,
  title: string,
): PreviewImage {
  if (!preview) return SITE_CARD;
  const { path, ...size } = preview;
  return { url: absoluteUrl(path), alt: picture?.alt || title, ...size };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { item } = loaderData;
  const image = previewImage(item.preview, item.picture, item.title);
  return [
    ...pageMeta(item.title, item.description, item.path, { publishedTime: item.fecha, image }),
    newsArticleJsonLd({ ...item, publishedTime: item.fecha, image }),
  ];
}

const neighbour = (item: { title: string; path: string; fecha: string } | undefined) =>
  item ? { title: item.title, path: item.path, fecha: item.fecha } : null;

/** Each archive's items by address segment: thousands of pages look theirs up. */
const bySlug = new WeakMap<object, Map<string, number>>();

/** Runs while the page is prerendered: one page per item the build read. */
export async function loader({ params }: Route.LoaderArgs) {
  const archive = await newsArchive();
  const items = archive?.items ?? [];
  let index = archive && bySlug.get(archive);
  if (archive && !index)
    bySlug.set(archive, (index = new Map(items.map((item, i) => [newsSlug(item.id), i]))));
  const at = index?.get(params.slug) ?? -1;
  if (at < 0) throw data('No hay una novedad en esta dirección.', { status: 404 });
  // Everything but the item's list HTML, which its page does not show.
  const { html: _list, leadHtml: _lead, ...item } = items[at]!;
  return { item, newer: neighbour(items[at - 1]), older: neighbour(items[at + 1]) };
}

export default function NewsItem({ loaderData }: Route.ComponentProps) {
  return <NewsArticle {...loaderData} />;
}
