import { paths } from '@contracts/routes';
import { ChefHat } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { cn } from '@/lib/utils';
import { COMMUNITY_HINT, type NavItem, navItems } from './nav-items';
import { ThemeSwitch } from './theme-switch';
import { useNavShortcuts } from './use-nav-shortcuts';

const itemClass =
  'flex h-full flex-col items-center gap-1 rounded-lg px-1 py-1.5 text-center font-medium text-xs leading-tight transition-colors sm:flex-row sm:gap-2 sm:px-3 sm:py-2 sm:text-sm';

/**
 * The signed-in navigation bar, with its Ctrl/Cmd + digit shortcuts, and the theme switch
 * last (on a phone it sits beside the brand, above the five items).
 */
export function NavBar({ hasDisplayName }: { hasDisplayName: boolean }) {
  useNavShortcuts(navItems, hasDisplayName);

  return (
    <nav
      aria-label="Main"
      className="mx-auto grid w-full max-w-6xl grid-cols-[1fr_auto] items-center gap-2 px-4 py-2 sm:flex sm:h-16 sm:px-6 sm:py-0"
    >
      <Link
        to={paths.home}
        className="flex items-center gap-2 justify-self-start rounded-lg font-bold font-serif text-primary text-xl"
      >
        <ChefHat className="size-6" aria-hidden="true" />
        Simmer
      </Link>
      <ul className="col-span-2 row-start-2 grid grid-cols-5 gap-1 sm:ml-auto sm:flex">
        {navItems.map((item) => (
          <li key={item.to}>
            {item.needsDisplayName && !hasDisplayName ? (
              <DisabledNavItem item={item} />
            ) : (
              <NavItemLink item={item} />
            )}
          </li>
        ))}
      </ul>
      <ThemeSwitch className="sm:ml-2" />
    </nav>
  );
}

function NavItemLink({ item: { to, label, icon: Icon, shortcut } }: { item: NavItem }) {
  return (
    // NavLink marks the active item with aria-current="page"; `end` keeps '/' to an exact match
    // while the other items stay active on their sub-paths.
    <NavLink
      to={to}
      end={to === paths.home}
      aria-keyshortcuts={`Control+${shortcut} Meta+${shortcut}`}
      className={({ isActive }) =>
        cn(
          itemClass,
          isActive
            ? 'bg-accent text-primary'
            : 'text-muted-foreground hover:bg-muted hover:text-foreground',
        )
      }
    >
      <Icon className="size-5 sm:size-4" aria-hidden="true" />
      {label}
    </NavLink>
  );
}

function DisabledNavItem({ item: { label, icon: Icon } }: { item: NavItem }) {
  return (
    // Not a link: a focusable, inert button, so keyboard and screen-reader users can reach it.
    // Its name is the label, so the title is both the tooltip and the accessible description.
    <button
      type="button"
      aria-disabled="true"
      title={COMMUNITY_HINT}
      className={cn(itemClass, 'w-full cursor-not-allowed text-muted-foreground opacity-50')}
    >
      <Icon className="size-5 sm:size-4" aria-hidden="true" />
      {label}
    </button>
  );
}
