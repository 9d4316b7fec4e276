import { data } from 'react-router';
import { newsItemAt, type NewsPicture, type PreviewPicture } from '~/news/archive/index.server';
import { NewsArticle } from '~/news/views';
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

/** Runs while the page is prerendered: one page per item the build read. */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await newsItemAt(params.slug);
  if (!found) throw data('No hay una novedad en esta dirección.', { status: 404 });
  // Everything but the item's list HTML, which its page does not show.
  const { html: _list, leadHtml: _lead, ...item } = found.item;
  return { item, newer: neighbour(found.newer), older: neighbour(found.older) };
}

export default function NewsItem({ loaderData }: Route.ComponentProps) {
  return <NewsArticle {...loaderData} />;
}
