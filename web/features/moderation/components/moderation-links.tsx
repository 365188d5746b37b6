import { paths } from '@contracts/routes';
import { Flag, ScrollText, UsersRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';

const LINKS = [
  { to: paths.moderation, text: 'reports', icon: Flag },
  { to: paths.moderationTeam, text: 'team', icon: UsersRound },
  { to: paths.moderationLog, text: 'log', icon: ScrollText },
] as const;

/** The administrators' way between the reports, the team and the log. */
export function ModerationLinks() {
  const t = useT('moderation');
  return (
    <nav aria-label={t('screens')}>
      <ul className="flex flex-wrap gap-1">
        {LINKS.map(({ to, text, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              // Each is its own screen: the reports are not "current" on the team's screen.
              end
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-2 rounded-lg px-3 py-2 font-medium text-sm transition-colors',
                  isActive
                    ? 'bg-accent text-primary'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )
              }
            >
              <Icon className="size-4" aria-hidden="true" />
              {t(text)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
