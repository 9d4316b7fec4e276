import { useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { Icon } from '~/layout/Icon/Icon';
import { toColumns } from '~/site/menu';
import type { MenuItem } from '~/site/navigation';
import { SubmenuList } from './MenuEntryLink';

/**
 * A top entry with sub-entries on wide screens. It is a native disclosure
 * (`details`/`summary`), so it opens by click or keyboard without JavaScript;
 * once hydrated, hovering opens it, leaving closes it and Escape closes it
 * and returns focus to its toggle.
 */
export function DesktopDropdown({ item }: { item: MenuItem }) {
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const setOpen = (open: boolean) => {
    if (details.current) details.current.open = open;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.current?.open) return;
    setOpen(false);
    summary.current?.focus();
  };
  const columns = toColumns(item.collapse ?? [], item.rowsPerColumn);
  return (
    // The listeners enhance a native disclosure whose summary is the focusable control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={details}
      className="dropdown"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <summary
        ref={summary}
        className="menu-link"
        onClick={(event) => {
          // A pointer that hovered the entry open should not toggle it shut.
          if (event.detail > 0 && details.current?.open) event.preventDefault();
        }}
      >
        {item.icon && <Icon name={item.icon} />}
        <span className="menu-link__text">{item.name}</span>
      </summary>
      <div className="dropdown__panel" style={{ '--columns': columns.length } as CSSProperties}>
        {columns.map((column, index) => (
          <SubmenuList key={index} items={column} />
        ))}
      </div>
    </details>
  );
}
