import type { AnchorHTMLAttributes } from 'react';
import { useLocation } from 'react-router';
import { pageAt } from '~/site/registry';

/**
 * A link to a page of the site: an ordinary document link, marked as the
 * current page (class "active", aria-current) when it leads to the page
 * being prerendered.
 */
export function SiteLink({
  to,
  className,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const current = pageAt(useLocation().pathname);
  const active = !to.includes('#') && current !== undefined && pageAt(to) === current;
  return (
    <a
      href={to}
      className={[className, active && 'active'].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
      {...props}
    >
      {children}
    </a>
  );
}
