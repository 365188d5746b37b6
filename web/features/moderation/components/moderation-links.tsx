import { paths } from '@contracts/routes';
import { Flag, ScrollText, UsersRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';

const LINKS = [
  { to: paths.moderation, label: 'Reports', icon: Flag },
  { to: paths.moderationTeam, label: 'Team', icon: UsersRound },
  { to: paths.moderationLog, label: 'Log', icon: ScrollText },
] as const;

/** The administrators' way between the reports, the team and the log. */
export function ModerationLinks() {
  return (
    <nav aria-label="Moderation screens">
      <ul className="flex flex-wrap gap-1">
        {LINKS.map(({ to, label, icon: Icon }) => (
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
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
