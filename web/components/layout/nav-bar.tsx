import { paths } from '@contracts/routes';
import { ChefHat } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { cn } from '@/lib/utils';
import { COMMUNITY_HINT, type NavItem, navItems } from './nav-items';
import { useNavShortcuts } from './use-nav-shortcuts';

const itemClass =
  'flex h-full flex-col items-center gap-1 rounded-lg px-1 py-1.5 text-center font-medium text-xs leading-tight transition-colors sm:flex-row sm:gap-2 sm:px-3 sm:py-2 sm:text-sm';

/** The signed-in navigation bar (SPEC §2), with its Ctrl/Cmd + 1..4 shortcuts. */
export function NavBar({ hasDisplayName }: { hasDisplayName: boolean }) {
  useNavShortcuts(navItems, hasDisplayName);

  return (
    <nav
      aria-label="Main"
      className="mx-auto flex w-full max-w-6xl flex-col gap-2 px-4 py-2 sm:h-16 sm:flex-row sm:items-center sm:px-6 sm:py-0"
    >
      <Link
        to={paths.home}
        className="flex items-center gap-2 self-start rounded-lg font-bold font-serif text-orange-700 text-xl sm:self-auto"
      >
        <ChefHat className="size-6" aria-hidden="true" />
        Simmer
      </Link>
      <ul className="grid grid-cols-4 gap-1 sm:ml-auto sm:flex">
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
            ? 'bg-orange-100 text-orange-700'
            : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900',
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
      className={cn(itemClass, 'w-full cursor-not-allowed text-stone-600 opacity-50')}
    >
      <Icon className="size-5 sm:size-4" aria-hidden="true" />
      {label}
    </button>
  );
}
