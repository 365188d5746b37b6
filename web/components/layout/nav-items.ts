import { canModerate, type Role } from '@contracts/roles';
import { paths } from '@contracts/routes';
import {
  BookMarked,
  BookOpen,
  CalendarDays,
  House,
  type LucideIcon,
  PlusCircle,
  Shield,
  ShoppingCart,
  Users,
} from 'lucide-react';
import type { TextName } from '@/lib/i18n/texts';

export interface NavItem {
  to: string;
  /** Its name in the `common` texts. */
  label: TextName<'common'>;
  icon: LucideIcon;
  /** The digit that, with Ctrl or Cmd, goes to this item; none for the later, rarer items. */
  shortcut?: string;
  /** The Community needs a display name (non-blank once trimmed). */
  needsDisplayName: boolean;
  /** Part of the community, which an operator may turn off: then the item is not shown. */
  community?: boolean;
  /** Shown to moderators and administrators only. */
  moderatorsOnly?: boolean;
}

export const navItems: readonly NavItem[] = [
  { to: paths.home, label: 'navDashboard', icon: House, shortcut: '1', needsDisplayName: false },
  {
    to: paths.recipes,
    label: 'navMyRecipes',
    icon: BookOpen,
    shortcut: '2',
    needsDisplayName: false,
  },
  // Beside the recipes it gathers; its shortcut comes last so the older ones keep their digits.
  {
    to: paths.cookbooks,
    label: 'navCookbooks',
    icon: BookMarked,
    shortcut: '5',
    needsDisplayName: false,
  },
  {
    to: paths.create,
    label: 'navCreateRecipe',
    icon: PlusCircle,
    shortcut: '3',
    needsDisplayName: false,
  },
  // The household's week and lists; like Cookbooks, later digits so the older ones keep theirs.
  {
    to: paths.mealPlan,
    label: 'navMealPlan',
    icon: CalendarDays,
    shortcut: '6',
    needsDisplayName: false,
  },
  {
    to: paths.shopping,
    label: 'navShopping',
    icon: ShoppingCart,
    shortcut: '7',
    needsDisplayName: false,
  },
  {
    to: paths.announcements,
    label: 'navCommunity',
    icon: Users,
    shortcut: '4',
    needsDisplayName: true,
    community: true,
  },
  // Few cooks ever see it: no digit, so everyone's shortcuts stay the same.
  {
    to: paths.moderation,
    label: 'navModeration',
    icon: Shield,
    needsDisplayName: false,
    moderatorsOnly: true,
  },
];

/** The items a cook sees: Moderation for moderators only, none of the community's when it is off. */
export function visibleNavItems(
  items: readonly NavItem[],
  { role, communityOn }: { role: Role | undefined; communityOn: boolean },
): readonly NavItem[] {
  return items.filter(
    (item) => (!item.moderatorsOnly || canModerate(role)) && (!item.community || communityOn),
  );
}
