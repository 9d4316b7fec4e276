import { mainMenu } from '~/site/navigation';
import { DesktopDropdown } from './DesktopDropdown';
import { MenuEntryLink } from './MenuEntryLink';

/** The menu as a row of entries with dropdowns, shown from the large breakpoint up. */
export function DesktopMenu() {
  return (
    <ul className="desktop-menu">
      {mainMenu.map((item) => (
        <li key={item.name}>
          {item.collapse ? <DesktopDropdown item={item} /> : <MenuEntryLink item={item} />}
        </li>
      ))}
    </ul>
  );
}
