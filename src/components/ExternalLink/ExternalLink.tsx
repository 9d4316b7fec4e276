import type { AnchorHTMLAttributes } from 'react';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string };

/** Said to screen readers after a link that opens a new tab. */
export const NEW_TAB_NOTE = ' (se abre en una pestaña nueva)';

/** A link that leaves the site: always a new tab, never a window.opener. */
export function ExternalLink({ children, ...props }: Props) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{NEW_TAB_NOTE}</span>
    </a>
  );
}
