import type { Role } from '@contracts/roles';
import { paths } from '@contracts/routes';
import { ChefHat } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useCommunityShown } from '@/lib/app-config-cache';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import { type NavItem, navItems, visibleNavItems } from './nav-items';
import { ThemeSwitch } from './theme-switch';
import { useNavShortcuts } from './use-nav-shortcuts';

const itemClass =
  'flex h-full flex-col items-center gap-1 rounded-lg px-1.5 py-1.5 text-center font-medium text-xs leading-tight transition-colors xl:flex-row xl:gap-2 xl:px-3 xl:py-2 xl:text-sm';

/**
 * The signed-in navigation bar, with its Ctrl/Cmd + digit shortcuts, and the theme switch
 * last. Seven items fit one row beside the brand only on a wide screen: below that they have a
 * row of their own under the brand and the theme switch, spread across it, and on a phone that
 * row scrolls sideways, the current item brought into view. Moderators have an eighth item, for
 * which a laptop's row is too short: there too the row scrolls rather than run under the theme
 * switch. With the community turned off nobody has its item (nor its shortcut). `bell`, the
 * notifications' button, comes from the app (shared layout code imports no feature).
 */
export function NavBar({
  hasDisplayName,
  role,
  bell,
}: {
  hasDisplayName: boolean;
  role?: Role;
  bell?: ReactNode;
}) {
  const t = useT('common');
  const communityOn = useCommunityShown();
  const items = useMemo(
    () => visibleNavItems(navItems, { role, communityOn }),
    [role, communityOn],
  );
  useNavShortcuts(items, hasDisplayName);
  const { pathname } = useLocation();
  const strip = useRef<HTMLUListElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page may mark another item
  useEffect(() => {
    // 'nearest': the row scrolls sideways only if the item is out of view; the bar itself is
    // always on screen, so the page does not move.
    strip.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  return (
    <nav
      aria-label={t('mainNav')}
      className="mx-auto grid w-full max-w-6xl grid-cols-[1fr_auto] items-center gap-x-2 gap-y-1 px-4 py-2 sm:px-6 xl:flex xl:h-16 xl:py-0"
    >
      <Link
        to={paths.home}
        className="flex items-center gap-2 justify-self-start rounded-lg font-bold font-serif text-primary text-xl"
      >
        <ChefHat className="size-6" aria-hidden="true" />
        {t('appName')}
      </Link>
      <ul
        ref={strip}
        className="col-span-2 row-start-2 flex gap-1 overflow-x-auto xl:ml-auto xl:min-w-0 xl:py-1"
      >
        {items.map((item) => (
          <li key={item.to} className="flex-1 shrink-0 xl:flex-none">
            {item.needsDisplayName && !hasDisplayName ? (
              <DisabledNavItem item={item} />
            ) : (
              <NavItemLink item={item} />
            )}
          </li>
        ))}
      </ul>
      <div className="flex items-center gap-2 xl:ml-2">
        {bell}
        <ThemeSwitch />
      </div>
    </nav>
  );
}

function NavItemLink({ item: { to, label, icon: Icon, shortcut } }: { item: NavItem }) {
  const t = useT('common');
  return (
    // NavLink marks the active item with aria-current="page"; `end` keeps '/' to an exact match
    // while the other items stay active on their sub-paths.
    <NavLink
      to={to}
      end={to === paths.home}
      aria-keyshortcuts={shortcut ? `Control+${shortcut} Meta+${shortcut}` : undefined}
      className={({ isActive }) =>
        cn(
          itemClass,
          isActive
            ? 'bg-accent text-primary'
            : 'text-muted-foreground hover:bg-muted hover:text-foreground',
        )
      }
    >
      <Icon className="size-5 xl:size-4" aria-hidden="true" />
      {t(label)}
    </NavLink>
  );
}

function DisabledNavItem({ item: { label, icon: Icon } }: { item: NavItem }) {
  const t = useT('common');
  return (
    // Not a link: a focusable, inert button, so keyboard and screen-reader users can reach it.
    // Its name is the label, so the title is both the tooltip and the accessible description.
    <button
      type="button"
      aria-disabled="true"
      title={t('communityHint')}
      className={cn(itemClass, 'w-full cursor-not-allowed text-muted-foreground opacity-50')}
    >
      <Icon className="size-5 xl:size-4" aria-hidden="true" />
      {t(label)}
    </button>
  );
}
