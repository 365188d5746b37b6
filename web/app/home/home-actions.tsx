import { paths } from '@contracts/routes';
import { BookOpen, LayoutDashboard, type LucideIcon, PlusCircle, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { ActionCard, STRETCHED } from '@/components/action-card';

const actions: readonly { title: string; text: string; to: string; icon: LucideIcon }[] = [
  {
    title: 'Create Recipe',
    text: 'Add a new recipe to your collection.',
    to: paths.create,
    icon: PlusCircle,
  },
  {
    title: 'View Recipes',
    text: 'Browse, search and sort your recipes.',
    to: paths.recipes,
    icon: BookOpen,
  },
  {
    title: 'Dashboard',
    text: 'Your recent recipes at a glance.',
    to: paths.dashboard,
    icon: LayoutDashboard,
  },
  {
    title: 'Account Settings',
    text: 'Manage your profile and privacy.',
    to: paths.account,
    icon: Settings,
  },
];

/** The home's four cards. The whole card is clickable; the link's name is the title. */
export function HomeActions() {
  return (
    <section aria-labelledby="home-actions-heading">
      <h2 id="home-actions-heading" className="sr-only">
        Quick actions
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {actions.map(({ title, text, to, icon }) => (
          <li key={to}>
            <ActionCard
              icon={icon}
              action={
                <Link to={to} className={STRETCHED}>
                  {title}
                </Link>
              }
            >
              {text}
            </ActionCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
