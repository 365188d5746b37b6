import { paths } from '@contracts/routes';
import { BookOpen, LayoutDashboard, type LucideIcon, PlusCircle, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

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

/** The home's four cards (SPEC §2). The whole card is clickable; the link's name is the title. */
export function HomeActions() {
  return (
    <section aria-labelledby="home-actions-heading">
      <h2 id="home-actions-heading" className="sr-only">
        Quick actions
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {actions.map(({ title, text, to, icon: Icon }) => (
          <li key={to}>
            <Card className="relative h-full transition hover:-translate-y-0.5 hover:border-accent-border hover:shadow-md has-focus-visible:ring-2 has-focus-visible:ring-ring">
              <CardHeader>
                <span className="mb-2 flex size-11 items-center justify-center rounded-xl bg-accent text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <CardTitle>
                  {/* The stretched ::after makes the whole card the link's hit area. */}
                  <Link
                    to={to}
                    className="outline-none after:absolute after:inset-0 after:rounded-2xl"
                  >
                    {title}
                  </Link>
                </CardTitle>
                <CardDescription>{text}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
