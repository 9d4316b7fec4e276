import { school } from './identity';
import { paths } from './pages';

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
