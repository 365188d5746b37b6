import { paths } from '@contracts/routes';
import { BookOpen, LayoutDashboard, type LucideIcon, PlusCircle, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { ActionCard, STRETCHED } from '@/components/action-card';
import { type TextName, useT } from '@/lib/i18n/texts';

const actions: readonly {
  title: TextName<'home'>;
  text: TextName<'home'>;
  to: string;
  icon: LucideIcon;
}[] = [
  {
    title: 'createRecipeTitle',
    text: 'createRecipeText',
    to: paths.create,
    icon: PlusCircle,
  },
  {
    title: 'viewRecipesTitle',
    text: 'viewRecipesText',
    to: paths.recipes,
    icon: BookOpen,
  },
  {
    title: 'dashboardTitle',
    text: 'dashboardText',
    to: paths.dashboard,
    icon: LayoutDashboard,
  },
  {
    title: 'accountTitle',
    text: 'accountText',
    to: paths.account,
    icon: Settings,
  },
];

/** The home's four cards. The whole card is clickable; the link's name is the title. */
export function HomeActions() {
  const t = useT('home');
  return (
    <section aria-labelledby="home-actions-heading">
      <h2 id="home-actions-heading" className="sr-only">
        {t('quickActions')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {actions.map(({ title, text, to, icon }) => (
          <li key={to}>
            <ActionCard
              icon={icon}
              action={
                <Link to={to} className={STRETCHED}>
                  {t(title)}
                </Link>
              }
            >
              {t(text)}
            </ActionCard>
          </li>
        ))}
      </ul>
    </section>
  );
}
