import type { MenuItem } from './navigation';

type MenuTarget =
  { kind: 'route'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

/** Where an entry leads; an entry with both fields is a data error. */
export function menuTarget(item: Pick<MenuItem, 'name' | 'route' | 'href'>): MenuTarget {
  if (item.route && item.href) {
    throw new Error(`Menu entry "${item.name}" has both a route and an href`);
  }
  if (item.route) return { kind: 'route', to: item.route };
  if (item.href) return { kind: 'external', href: item.href };
  return { kind: 'none' };
}

/**
 * Splits sub-entries into columns of `rowsPerColumn` items. Without a usable
 * number every entry stays in one column.
 */
export function toColumns<T>(items: readonly T[], rowsPerColumn?: number): T[][] {
  if (!rowsPerColumn || rowsPerColumn < 1 || !Number.isInteger(rowsPerColumn)) {
    return items.length ? [[...items]] : [];
  }
  const columns: T[][] = [];
  for (let i = 0; i < items.length; i += rowsPerColumn) {
    columns.push(items.slice(i, i + rowsPerColumn));
  }
  return columns;
}

/** True when an entry or any of its sub-entries leads to `pathname`. */
export function isActiveBranch(item: MenuItem, pathname: string): boolean {
  if (item.route === pathname) return true;
  return (item.collapse ?? []).some((child) => isActiveBranch(child, pathname));
}
