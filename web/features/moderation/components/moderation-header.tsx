import type { ReactNode } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { ModerationLinks } from './moderation-links';

/**
 * The title of a moderation screen, its line of explanation, and for administrators the links;
 * `pageTitle` is the document's ("Moderation · Simmer").
 */
export function ModerationHeader({
  title,
  pageTitle,
  children,
}: {
  title: string;
  pageTitle: string;
  children: ReactNode;
}) {
  const { user } = useCurrentUser();
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <title>{pageTitle}</title>
      <div>
        <h1 className="font-bold font-serif text-3xl sm:text-4xl">{title}</h1>
        <p className="mt-1 text-muted-foreground">{children}</p>
      </div>
      {user?.role === 'admin' && <ModerationLinks />}
    </header>
  );
}
