import type { AnchorHTMLAttributes } from 'react';

/**
 * The site's links in the editor's pane (editor-site.server.ts puts it in place
 * of components/SiteLink): the pane is no page of the site, so no link in it
 * is the current page, and nothing reads the page registry.
 */
export function SiteLink({
  to,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}
