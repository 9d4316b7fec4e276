import { ExternalLink } from '~/components/ExternalLink/ExternalLink';
import { BrandIcon } from '~/components/Icon/BrandIcon';
import { Logo } from '~/layout/Logo/Logo';
import type { FooterData, FooterLink as FooterLinkData } from '~/site/footer-data';
import { menuTarget } from '~/site/menu';
import { SiteLink } from '~/components/SiteLink/SiteLink';
import { fullAddress } from '~/site/identity';
import { slug } from '~/lib/slug';

/**
 * The footer's id: the first paint waits for it (root.tsx), so for the whole
 * main content. A capital letter keeps it apart from the ids rehype-slug gives
 * staff's headings, which are all lower case.
 */
export const FOOTER_ID = 'pieDePagina';

/** The footer of every page, from its data (site/footer.ts; the editor's preview makes its own). */
export function Footer({ footer }: { footer: FooterData }) {
  return (
    <footer className="footer" id={FOOTER_ID}>
      <div className="container footer__grid">
        <div className="footer__brand">
          <a href={footer.brand.route} className="footer__brand-link">
            <Logo size={56} />
            <span>{footer.brand.name}</span>
          </a>
          <ul className="footer__socials">
            {footer.socials.map((social) => (
              <li key={social.link}>
                <a
                  href={social.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.label}
                >
                  <BrandIcon brand={social.icon} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {footer.menus.map((menu) => {
          const heading = `footer-${slug(menu.name)}`;
          return (
            <nav key={menu.name} className="footer__menu" aria-labelledby={heading}>
              <h2 id={heading}>{menu.name}</h2>
              <ul>
                {menu.items.map((item) => (
                  <li key={item.name}>
                    <FooterLink item={item} />
                  </li>
                ))}
              </ul>
            </nav>
          );
        })}
      </div>
      <div className="container footer__legal">
        <address>{fullAddress}</address>
        <p>
          © <span data-current-year>{new Date().getFullYear()}</span> {footer.copyright}
        </p>
      </div>
    </footer>
  );
}

function FooterLink({ item }: { item: FooterLinkData }) {
  const target = menuTarget(item);
  switch (target.kind) {
    case 'route':
      return <SiteLink to={target.to}>{item.name}</SiteLink>;
    case 'external':
      return <ExternalLink href={target.href}>{item.name}</ExternalLink>;
    case 'none':
      return <span>{item.name}</span>;
  }
}
