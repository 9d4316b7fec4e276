import { school } from './identity';
import { footerOf, type FooterLink } from './footer-data.ts';
import { longPages } from './registry.ts';

/** The links of the pages whose frontmatter asks for one in the footer («El colegio»), in the registry's order. */
export const footerPageLinks: FooterLink[] = longPages
  .filter((page) => page.data.footer)
  .map((page) => ({ name: page.data.menu?.name ?? page.data.banner.title, route: page.address }));

export const footer = footerOf(school, footerPageLinks);
