import type { InvitationPreview } from '@contracts/households';
import { paths } from '@contracts/routes';
import { Link2Off, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useT } from '@/lib/i18n/texts';
import { useAcceptInvitation } from '../api/household-mutations';
import { isAlreadyMember, isInvitationGone, useInvitationPreview } from '../api/household-queries';

/** Where an invitation link leads: who invites the cook to which household, and Join. */
export function JoinInvitation({ code }: { code: string }) {
  const t = useT('household');
  const preview = useInvitationPreview(code);
  const accept = useAcceptInvitation(code);
  const navigate = useNavigate();

  const join = (invitation: InvitationPreview) =>
    accept.mutate(undefined, {
      onSuccess: (household) => {
        toast({
          title: t('welcome', { household: household.name }),
          description: t('welcomeText'),
        });
        navigate(paths.household);
      },
      onError: (error) => {
        // Told on the page itself below; anything else is a toast and the button stays.
        if (isInvitationGone(error) || isAlreadyMember(error)) return;
        toast({
          title: t('error'),
          description:
            asApiError(error)?.serverMessage ??
            t('joinFailed', { household: invitation.household.name }),
          variant: 'destructive',
        });
      },
    });

  let body: ReactNode;
  if (preview.isPending) {
    body = (
      <div role="status" className="grid gap-4">
        <span className="sr-only">{t('loadingInvitation')}</span>
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    );
  } else if (isInvitationGone(preview.error) || isInvitationGone(accept.error)) {
    body = (
      <EmptyState icon={Link2Off} title={t('goneTitle')} text={t('goneText')} headingLevel="h2">
        <HouseholdLink />
      </EmptyState>
    );
  } else if (isAlreadyMember(accept.error)) {
    body = (
      <EmptyState
        icon={UsersRound}
        title={t('alreadyTitle')}
        text={t('alreadyText')}
        headingLevel="h2"
      >
        <HouseholdLink />
      </EmptyState>
    );
  } else if (preview.isError) {
    body = (
      <EmptyState icon={UsersRound} title={t('invitationFailed')} headingLevel="h2">
        <Button variant="outline" onClick={() => preview.refetch()}>
          {t('tryAgain')}
        </Button>
      </EmptyState>
    );
  } else {
    const { household, invitedBy } = preview.data;
    const inviter = invitedBy.displayName?.trim() || invitedBy.firstName?.trim() || t('someone');
    body = (
      <Card className="grid gap-5 p-6 sm:p-8">
        <h2 className="font-semibold font-serif text-2xl">
          {t('invites', { inviter, household: household.name })}
        </h2>
        <p className="text-muted-foreground">{t('invitationText')}</p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => join(preview.data)} disabled={accept.isPending}>
            <UsersRound aria-hidden="true" />
            {accept.isPending ? t('joining') : t('join', { household: household.name })}
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home}>{t('notNow')}</Link>
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{t('joinPageTitle')}</title>
      <h1 className="font-bold font-serif text-3xl sm:text-4xl">{t('joinTitle')}</h1>
      {body}
    </div>
  );
}

function HouseholdLink() {
  const t = useT('household');
  return (
    <Button asChild variant="outline">
      <Link to={paths.household}>{t('goToHousehold')}</Link>
    </Button>
  );
}
