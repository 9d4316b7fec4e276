// The footer's data, made from a school's identity: the site's footer
// (footer.ts) and the editor's preview of the school's details alike.
import type { SchoolIdentity } from './identity';
import { paths } from './pages.ts';

type SocialIcon = 'facebook' | 'instagram';

/** The shield's public file (public/logo.svg). */
export const LOGO_FILE = '/logo.svg';

/** The tab's icon, drawn from the shield (scripts/commands/favicon.mjs). */
export const FAVICON_FILE = '/favicon.png';

/** The banner of a long page that names none of its own: the site's drawing. */
export const SITE_BANNER = '/images/banner-sitio.svg';

export interface FooterLink {
  name: string;
  route?: string;
  href?: string;
}

export interface FooterData {
  /** `image` is the public logo file (link previews, structured data); the pages show it from a `data:` address (src/layout/Logo). */
  brand: { name: string; image: string; route: string };
  socials: { icon: SocialIcon; link: string; label: string }[];
  menus: { name: string; items: FooterLink[] }[];
  /** What follows "© <year>"; the year is the visitor's (see page-script/current-year.ts). */
  copyright: string;
}

/**
 * The footer of a school (`identity`): its brand, its socials, the column
 * of the pages that ask for it (`pageLinks`, none: no column), its other
 * links and its copyright.
 */
export const footerOf = (identity: SchoolIdentity, pageLinks: FooterLink[]): FooterData => ({
  brand: { name: identity.name, image: LOGO_FILE, route: paths.home },
  socials: [
    { icon: 'facebook', link: identity.links.facebook, label: 'Facebook del colegio' },
    {
      icon: 'instagram',
      link: identity.links.instagramSchool,
      label: `Instagram del ${identity.shortName}`,
    },
    { icon: 'instagram', link: identity.links.instagramAteneo, label: 'Instagram del Ateneo' },
  ],
  menus: [
    ...(pageLinks.length ? [{ name: 'El colegio', items: pageLinks }] : []),
    {
      name: 'Otros links',
      items: [
        { name: 'Blog', href: identity.links.blog },
        { name: `Instagram ${identity.shortName}`, href: identity.links.instagramSchool },
        { name: 'Instagram Ateneo', href: identity.links.instagramAteneo },
        { name: 'Sitio misionero de la congregación', href: identity.links.congregation },
        { name: 'Fotogalería', href: identity.links.photoGallery },
      ],
    },
  ],
  copyright: `${identity.name}. Todos los derechos reservados.`,
});
