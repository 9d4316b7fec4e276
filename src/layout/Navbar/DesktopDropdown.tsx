import { Icon } from '~/components/Icon/Icon';
import { useLocation } from 'react-router';
import { isActiveBranch, toColumns } from '~/site/menu';
import type { MenuItem } from '~/site/navigation';
import { SubmenuList } from './MenuEntryLink';

/**
 * A top entry with sub-entries on wide screens: a native disclosure that opens
 * by click or keyboard without JavaScript. Hover and Escape come from
 * enhanceDropdowns, shared with the pages that ship no React.
 */
export function DesktopDropdown({ item }: { item: MenuItem }) {
  const columns = toColumns(item.collapse ?? [], item.rowsPerColumn);
  const active = isActiveBranch(item, useLocation().pathname);
  return (
    <details className="dropdown">
      <summary className={active ? 'menu-link active' : 'menu-link'}>
        {item.icon && <Icon name={item.icon} />}
        <span className="menu-link__text">{item.name}</span>
      </summary>
      <div className="dropdown__panel" data-columns={columns.length}>
        {columns.map((column, index) => (
          <SubmenuList key={index} items={column} />
        ))}
      </div>
    </details>
  );
}
