import { paths } from '@contracts/routes';
import { LogIn, SquarePen, UserCog } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import { useViewer } from '../../lib/use-viewer';
import { useSignInUrl } from '../like-button';

/**
 * The feed's heading and what the reader may do: 'Share Something' with a display name, the
 * 'Complete Profile' prompt without one, and a way to sign in for visitors.
 */
export function FeedHeader() {
  const t = useT('community');
  const viewer = useViewer();
  const signIn = useSignInUrl();

  return (
    <div className="grid gap-4">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold font-serif text-3xl sm:text-4xl">{t('feedTitle')}</h1>
          <p className="mt-1 text-muted-foreground">{t('feedIntro')}</p>
        </div>
        {viewer.loading ? (
          // The button's room, kept while the session is read: on a phone the button wraps below
          // the heading, and arriving later it would push the feed down.
          <div aria-hidden="true" className="h-10 w-44" />
        ) : viewer.canInteract ? (
          <Button asChild>
            <Link to={paths.createAnnouncement}>
              <SquarePen aria-hidden="true" />
              {t('shareSomething')}
            </Link>
          </Button>
        ) : (
          !viewer.user && (
            <Button asChild variant="outline">
              <a href={signIn}>
                <LogIn aria-hidden="true" />
                {t('signInToShare')}
              </a>
            </Button>
          )
        )}
      </header>
      {viewer.user && !viewer.canInteract && (
        <div className="flex flex-col gap-3 rounded-2xl border border-notice-border bg-notice p-4 sm:flex-row sm:items-center">
          <UserCog className="size-5 shrink-0 text-notice-accent" aria-hidden="true" />
          <p className="flex-1 text-notice-foreground text-sm">{t('setUpProfile')}</p>
          <Button asChild size="sm" className="self-start sm:self-auto">
            <Link to={paths.account}>{t('completeProfile')}</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
