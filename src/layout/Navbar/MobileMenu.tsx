import { Menu, X } from 'lucide-react';
import { Icon } from '~/components/Icon/Icon';
import { SearchBox } from '~/layout/SearchBox/SearchBox';
import { mainMenu } from '~/site/navigation';
import { MenuEntryLink, SubmenuList } from './MenuEntryLink';

/**
 * The menu below the large breakpoint: a menu/close toggle over an accordion.
 * Sections are `details` sharing one `name`, so the browser keeps one open at
 * a time and a second click closes it, with or without JavaScript.
 */
export function MobileMenu() {
  return (
    <details className="mobile-menu">
      <summary className="mobile-menu__toggle" aria-label="Menú">
        <Menu className="mobile-menu__open-icon" aria-hidden="true" />
        <X className="mobile-menu__close-icon" aria-hidden="true" />
      </summary>
      <ul className="mobile-menu__list">
        <li className="mobile-menu__search">
          <SearchBox id="busqueda-movil" label="Buscar en el sitio desde el menú" />
        </li>
        {mainMenu.map((item) => (
          <li key={item.name}>
            {item.collapse ? (
              <details name="mobile-menu-section" className="accordion">
                <summary className="menu-link">
                  {item.icon && <Icon name={item.icon} />}
                  <span className="menu-link__text">{item.name}</span>
                </summary>
                <SubmenuList items={item.collapse} />
              </details>
            ) : (
              <MenuEntryLink item={item} />
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
