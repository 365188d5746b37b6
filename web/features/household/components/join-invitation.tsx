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
import { useAcceptInvitation } from '../api/household-mutations';
import { isAlreadyMember, isInvitationGone, useInvitationPreview } from '../api/household-queries';

const GONE_TEXT =
  'The link may have been used already or expired. Ask the person who sent it for a new one.';
const ALREADY_TEXT = 'You are already in this household.';

/** Where an invitation link leads: who invites the cook to which household, and Join. */
export function JoinInvitation({ code }: { code: string }) {
  const preview = useInvitationPreview(code);
  const accept = useAcceptInvitation(code);
  const navigate = useNavigate();

  const join = (invitation: InvitationPreview) =>
    accept.mutate(undefined, {
      onSuccess: (household) => {
        toast({
          title: `Welcome to ${household.name}!`,
          description: 'You now share its meal plan and shopping lists.',
        });
        navigate(paths.household);
      },
      onError: (error) => {
        // Told on the page itself below; anything else is a toast and the button stays.
        if (isInvitationGone(error) || isAlreadyMember(error)) return;
        toast({
          title: 'Error',
          description:
            asApiError(error)?.serverMessage ??
            `You could not join ${invitation.household.name}. Please try again.`,
          variant: 'destructive',
        });
      },
    });

  let body: ReactNode;
  if (preview.isPending) {
    body = (
      <div role="status" className="grid gap-4">
        <span className="sr-only">Loading the invitation…</span>
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    );
  } else if (isInvitationGone(preview.error) || isInvitationGone(accept.error)) {
    body = (
      <EmptyState
        icon={Link2Off}
        title="This invitation is no longer valid"
        text={GONE_TEXT}
        headingLevel="h2"
      >
        <HouseholdLink />
      </EmptyState>
    );
  } else if (isAlreadyMember(accept.error)) {
    body = (
      <EmptyState
        icon={UsersRound}
        title={ALREADY_TEXT}
        text="Nothing to do: the meal plan and shopping lists are already yours to share."
        headingLevel="h2"
      >
        <HouseholdLink />
      </EmptyState>
    );
  } else if (preview.isError) {
    body = (
      <EmptyState icon={UsersRound} title="The invitation could not be loaded" headingLevel="h2">
        <Button variant="outline" onClick={() => preview.refetch()}>
          Try Again
        </Button>
      </EmptyState>
    );
  } else {
    const { household, invitedBy } = preview.data;
    const inviter = invitedBy.displayName?.trim() || invitedBy.firstName?.trim() || 'Someone';
    body = (
      <Card className="grid gap-5 p-6 sm:p-8">
        <h2 className="font-semibold font-serif text-2xl">
          {inviter} invites you to join {household.name}
        </h2>
        <p className="text-muted-foreground">
          Members of a household plan meals together, share shopping lists and see each other's
          recipes. Your recipes stay yours.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => join(preview.data)} disabled={accept.isPending}>
            <UsersRound aria-hidden="true" />
            {accept.isPending ? 'Joining...' : `Join ${household.name}`}
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.home}>Not now</Link>
          </Button>
        </div>
      </Card>
    );
  }

  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>Join a household · Simmer</title>
      <h1 className="font-bold font-serif text-3xl sm:text-4xl">Join a household</h1>
      {body}
    </div>
  );
}

function HouseholdLink() {
  return (
    <Button asChild variant="outline">
      <Link to={paths.household}>Go to your household</Link>
    </Button>
  );
}
