import { school } from './identity';
import { paths } from './pages.ts';
import { longPages } from './registry.ts';

type SocialIcon = 'facebook' | 'instagram';

export interface FooterLink {
  name: string;
  route?: string;
  href?: string;
}

interface FooterData {
  /** `image` is the public logo file (link previews, structured data); the page draws it inline. */
  brand: { name: string; image: string; route: string };
  socials: { icon: SocialIcon; link: string; label: string }[];
  menus: { name: string; items: FooterLink[] }[];
  /** What follows "© <year>"; the year is the visitor's (see enhance/current-year.ts). */
  copyright: string;
}

/** The column of the pages whose frontmatter asks for a link in the footer. */
function footerPages(): FooterData['menus'] {
  const items = longPages
    .filter((page) => page.data.footer)
    .map((page) => ({ name: page.data.menu?.name ?? page.data.banner.title, route: page.address }));
  return items.length ? [{ name: 'El colegio', items }] : [];
}

export const footer: FooterData = {
  brand: { name: school.name, image: '/logo.svg', route: paths.home },
  socials: [
    { icon: 'facebook', link: school.links.facebook, label: 'Facebook del colegio' },
    {
      icon: 'instagram',
      link: school.links.instagramSchool,
      label: `Instagram del ${school.shortName}`,
    },
    { icon: 'instagram', link: school.links.instagramAteneo, label: 'Instagram del Ateneo' },
  ],
  menus: [
    // The pages that ask for it (frontmatter `footer`), in the registry's order; no column when none does.
    ...footerPages(),
    {
      name: 'Otros links',
      items: [
        { name: 'Blog', href: school.links.blog },
        { name: `Instagram ${school.shortName}`, href: school.links.instagramSchool },
        { name: 'Instagram Ateneo', href: school.links.instagramAteneo },
        { name: 'Sitio misionero de la congregación', href: school.links.congregation },
        { name: 'Fotogalería', href: school.links.photoGallery },
      ],
    },
  ],
  copyright: `${school.name}. Todos los derechos reservados.`,
};
