import { ExternalLink } from '~/components/ExternalLink/ExternalLink';
import { Icon } from '~/components/Icon/Icon';
import { SiteLink } from '~/components/SiteLink/SiteLink';
import { menuTarget } from '~/site/menu';
import type { MenuItem } from '~/site/navigation';

/** One menu entry drawn as what it is: an internal link, an external one, or text. */
export function MenuEntryLink({ item }: { item: MenuItem }) {
  const target = menuTarget(item);
  const label = (
    <>
      {item.icon && <Icon name={item.icon} />}
      <span className="menu-link__text">
        {item.name}
        {item.description && <small className="menu-link__description">{item.description}</small>}
      </span>
    </>
  );
  switch (target.kind) {
    case 'route':
      return (
        <SiteLink to={target.to} className="menu-link">
          {label}
        </SiteLink>
      );
    case 'external':
      return (
        <ExternalLink href={target.href} className="menu-link">
          {label}
        </ExternalLink>
      );
    case 'none':
      return <span className="menu-link menu-link--static">{label}</span>;
  }
}

/** Sub-entries of a dropdown or accordion section, nested one level at most. */
export function SubmenuList({ items }: { items: MenuItem[] }) {
  return (
    <ul className="submenu">
      {items.map((child) => (
        <li key={child.name}>
          <MenuEntryLink item={child} />
          {child.collapse && (
            <ul className="submenu submenu--nested">
              {child.collapse.map((grandchild) => (
                <li key={grandchild.name}>
                  <MenuEntryLink item={grandchild} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
