import { describe, expect, it } from 'vitest';
import { isActiveBranch, menuTarget, toColumns } from './menu';
import { mainMenu, type MenuItem } from './navigation';
import { paths } from './pages';

describe('menuTarget', () => {
  it('tells internal routes, external addresses and plain text apart', () => {
    expect(menuTarget({ name: 'a', route: '/x' })).toEqual({ kind: 'route', to: '/x' });
    expect(menuTarget({ name: 'b', href: 'https://example.com' })).toEqual({
      kind: 'external',
      href: 'https://example.com',
    });
    expect(menuTarget({ name: 'c' })).toEqual({ kind: 'none' });
  });

  it('refuses an entry with both a route and an href', () => {
    expect(() => menuTarget({ name: 'd', route: '/x', href: 'https://example.com' })).toThrow(
      /"d" has both/,
    );
  });
});

describe('toColumns', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];

  it('fills columns of rowsPerColumn items in order', () => {
    expect(toColumns(items, 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(toColumns(items, 5)).toEqual([items]);
  });

  it('keeps one column without a usable number', () => {
    expect(toColumns(items)).toEqual([items]);
    expect(toColumns(items, 0)).toEqual([items]);
    expect(toColumns(items, 1.5)).toEqual([items]);
  });

  it('gives no column for no items', () => {
    expect(toColumns([], 3)).toEqual([]);
    expect(toColumns([])).toEqual([]);
  });
});

describe('isActiveBranch', () => {
  const tree: MenuItem = {
    name: 'root',
    collapse: [{ name: 'child', collapse: [{ name: 'leaf', route: '/deep' }] }],
  };
  it('finds a route one and two levels down', () => {
    expect(isActiveBranch(tree, '/deep')).toBe(true);
    expect(isActiveBranch(tree, '/other')).toBe(false);
  });
});

describe('the main menu', () => {
  const byName = (name: string) => mainMenu.find((item) => item.name === name);

  it('has the spec entries in order', () => {
    expect(mainMenu.map((item) => item.name)).toEqual([
      'Institucional',
      'Primario',
      'Secundario',
      'Misión',
      'Administrar',
    ]);
  });

  it('gives every entry an icon and exactly one kind of target', () => {
    const walk = (items: MenuItem[]): MenuItem[] =>
      items.flatMap((item) => [item, ...walk(item.collapse ?? [])]);
    for (const item of walk(mainMenu)) {
      expect(item.icon, item.name).toBeDefined();
      expect(() => menuTarget(item)).not.toThrow();
    }
  });

  it('leaves Primario as text with no sub-entries', () => {
    expect(menuTarget(byName('Primario')!)).toEqual({ kind: 'none' });
    expect(byName('Primario')!.collapse).toBeUndefined();
  });

  it('links the Institucional and Secundario sub-entries to the spec routes', () => {
    const routes = (name: string) => byName(name)!.collapse!.map((item) => item.route ?? item.href);
    expect(routes('Institucional').slice(0, 3)).toEqual([paths.news, paths.founder, paths.history]);
    expect(menuTarget(byName('Institucional')!.collapse![3]!).kind).toBe('external');
    expect(routes('Secundario')).toEqual([paths.contract, paths.curriculum]);
  });

  it('sends Administrar to the external login', () => {
    const admin = byName('Administrar')!;
    expect(menuTarget(admin).kind).toBe('external');
    expect(admin.description).toBe('Ingresar como administrador');
  });
});
