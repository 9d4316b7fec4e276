import { Logo } from '~/layout/Logo/Logo';
import { school } from '~/site/identity';
import { paths } from '~/site/pages';
import { SearchBox } from '~/layout/SearchBox/SearchBox';
import { DesktopMenu } from './DesktopMenu';
import { MobileMenu } from './MobileMenu';

/** Looks the navbar can take; each maps to a modifier class in the stylesheet. */
interface NavbarOptions {
  transparent?: boolean;
  light?: boolean;
  sticky?: boolean;
  relative?: boolean;
  center?: boolean;
}

export function navbarClassName(options: NavbarOptions): string {
  const modifiers = (Object.keys(options) as (keyof NavbarOptions)[])
    .filter((key) => options[key])
    .sort()
    .map((key) => `navbar--${key}`);
  return ['navbar', ...modifiers].join(' ');
}

export function Navbar(options: NavbarOptions) {
  return (
    <header className={navbarClassName(options)}>
      <nav className="navbar__inner container" aria-label="Principal">
        <a href={paths.home} className="navbar__brand">
          <Logo size={40} />
          <span>{school.name}</span>
        </a>
        <DesktopMenu />
        <SearchBox id="busqueda" label="Buscar en el sitio" className="search-box--navbar" />
        <MobileMenu />
      </nav>
    </header>
  );
}
