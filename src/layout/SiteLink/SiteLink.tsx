import { NavLink, type NavLinkProps } from 'react-router';
import { isStaticPage } from '~/site/routes';

/** An internal link: client-side between React pages, a document load into static ones. */
export function SiteLink({ to, ...props }: NavLinkProps & { to: string }) {
  return <NavLink to={to} reloadDocument={isStaticPage(to)} end {...props} />;
}
