import type { MetaDescriptor } from 'react-router';
import { footer } from './footer';
import { school } from './identity';

export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 };

/** Absolute address of a path on the published site. */
export const absoluteUrl = (path: string) => new URL(path, school.siteUrl).href;

/**
 * Title, description, canonical address and link-preview tags of one page.
 * `canonicalPath` names the page a duplicate address (like /noticias) stands for.
 */
export function pageMeta(
  title: string,
  description: string,
  canonicalPath: string,
): MetaDescriptor[] {
  const fullTitle = title === school.name ? title : `${title} | ${school.name}`;
  const url = absoluteUrl(canonicalPath);
  const image = absoluteUrl(OG_IMAGE.path);
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'es_AR' },
    { property: 'og:site_name', content: school.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(OG_IMAGE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE.height) },
    { property: 'og:image:alt', content: `Escudo y nombre del ${school.name}` },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
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
