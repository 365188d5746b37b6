import { paths } from '@contracts/routes';
import { LogIn, UsersRound } from 'lucide-react';
import { useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/layout/page-loading';
import { Button } from '@/components/ui/button';
import { JoinInvitation } from '@/features/household/components/join-invitation';
import { useCurrentUser } from '@/lib/current-user';
import { useT } from '@/lib/i18n/texts';
import { NotFound } from '../not-found';

/**
 * Where an invitation link leads: /join/{code}. The link is usually opened from a message on a
 * device that is not signed in yet, so this screen exists signed out too: it asks the visitor to
 * sign in (or create an account) and brings them back here afterwards.
 */
export function Component() {
  const t = useT('household');
  const { code = '' } = useParams();
  const { user, isLoading, unreachable, retry } = useCurrentUser();
  if (isLoading) return <PageLoading />;
  if (unreachable) return <NotFound onRetry={retry} />;
  // Keyed by code: another link opened from here starts from its own invitation.
  if (user) return <JoinInvitation key={code} code={code} />;
  const signIn = `${paths.login}?${new URLSearchParams({ returnTo: paths.join(code) })}`;
  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{t('joinPageTitle')}</title>
      <h1 className="font-bold font-serif text-3xl sm:text-4xl">{t('joinTitle')}</h1>
      <EmptyState
        icon={UsersRound}
        title={t('signInTitle')}
        text={t('signInText')}
        headingLevel="h2"
      >
        <Button asChild>
          <a href={signIn}>
            <LogIn aria-hidden="true" />
            {t('signIn')}
          </a>
        </Button>
      </EmptyState>
    </div>
  );
}
