import type { MetaDescriptor } from 'react-router';
import { footer } from './footer';
import { school } from './identity';

const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

/** Absolute address of a path on the published site. */
export const absoluteUrl = (path: string) => new URL(path, school.siteUrl).href;

/** A link-preview picture: an absolute https: address, and what it shows. */
export interface PreviewImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  /** Its media type, such as image/jpeg. */
  type?: string;
}

/** The site's own card, for every page without a picture of its own. */
export const SITE_CARD: PreviewImage = {
  url: absoluteUrl(OG_IMAGE.path),
  alt: `Escudo y nombre del ${school.name}`,
  width: OG_IMAGE.width,
  height: OG_IMAGE.height,
  type: 'image/png',
};

/** What an article page adds: its date and its own picture. */
interface ArticleMeta {
  publishedTime: string;
  image?: PreviewImage;
}

/**
 * Title, description, canonical address and link-preview tags of one page.
 * `canonicalPath` names the page a duplicate address (like /noticias) stands for.
 */
export function pageMeta(
  title: string,
  description: string,
  canonicalPath: string,
  article?: ArticleMeta,
): MetaDescriptor[] {
  const fullTitle = title === school.name ? title : `${title} | ${school.name}`;
  const url = absoluteUrl(canonicalPath);
  const image = article?.image ?? SITE_CARD;
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: article ? 'article' : 'website' },
    { property: 'og:locale', content: 'es_AR' },
    { property: 'og:site_name', content: school.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(article ? [{ property: 'article:published_time', content: article.publishedTime }] : []),
    { property: 'og:image', content: image.url },
    ...(image.width && image.height
      ? [
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
        ]
      : []),
    ...(image.type ? [{ property: 'og:image:type', content: image.type }] : []),
    { property: 'og:image:alt', content: image.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image.url },
    { name: 'twitter:image:alt', content: image.alt },
  ];
}

const publisher = () => ({
  '@type': 'Organization',
  name: school.name,
  url: absoluteUrl('/'),
  logo: { '@type': 'ImageObject', url: absoluteUrl(footer.brand.image) },
});

/** schema.org description of one news item for search engines (its page). */
export function newsArticleJsonLd(article: {
  title: string;
  description: string;
  path: string;
  publishedTime: string;
  image: PreviewImage;
}): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title,
      description: article.description,
      url: absoluteUrl(article.path),
      mainEntityOfPage: absoluteUrl(article.path),
      datePublished: article.publishedTime,
      image: [article.image.url],
      inLanguage: 'es-AR',
      author: publisher(),
      publisher: publisher(),
    },
  };
}

/** schema.org description of the school for search engines (home page). */
export function schoolJsonLd(): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'School',
      name: school.name,
      alternateName: school.shortName,
      url: absoluteUrl('/'),
      logo: absoluteUrl(footer.brand.image),
      image: absoluteUrl(OG_IMAGE.path),
      foundingDate: school.foundingDate,
      address: {
        '@type': 'PostalAddress',
        streetAddress: school.streetAddress,
        addressLocality: school.city,
        addressRegion: school.province,
        addressCountry: 'AR',
      },
      sameAs: [school.links.facebook, school.links.instagramSchool],
    },
  };
}
