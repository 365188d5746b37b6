import type { Household } from '@contracts/households';
import { UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/current-user';
import { useHousehold } from '../api/household-queries';
import { memberCountText } from '../lib/household-text';
import { HouseholdName } from './household-name';
import { InviteCard } from './invite-card';
import { LeaveHousehold } from './leave-household';
import { MemberList } from './member-list';

/**
 * The Household screen: its name (renamed in place), its members, a link to invite someone, and
 * a way out for a cook who shares it with others.
 */
export function HouseholdPage() {
  const household = useHousehold();

  let body: ReactNode;
  if (household.isPending) {
    body = <HouseholdSkeleton />;
  } else if (household.isError) {
    body = (
      <EmptyState icon={UsersRound} title="Your household could not be loaded" headingLevel="h2">
        <Button variant="outline" onClick={() => household.refetch()}>
          Try Again
        </Button>
      </EmptyState>
    );
  } else {
    body = <HouseholdDetails household={household.data} />;
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>Household · Simmer</title>
      <header>
        <h1 className="font-bold font-serif text-3xl sm:text-4xl">Household</h1>
        <p className="mt-1 text-muted-foreground">
          The people you cook with share a meal plan and shopping lists, and see each other's
          recipes.
        </p>
      </header>
      {body}
    </div>
  );
}

function HouseholdDetails({ household }: { household: Household }) {
  const { user } = useCurrentUser();
  const { members, name } = household;
  const alone = members.length <= 1;

  return (
    <>
      <Card className="grid gap-5 p-6">
        <HouseholdName name={name} />
        <section aria-labelledby="household-members-heading" className="grid gap-3">
          <h3
            id="household-members-heading"
            className="flex items-center gap-2 font-semibold text-lg"
          >
            <UsersRound className="size-5 text-primary" aria-hidden="true" />
            Members
            <span className="font-normal text-base text-muted-foreground">
              ({memberCountText(members.length)})
            </span>
          </h3>
          <MemberList members={members} viewerId={user?.id} householdName={name} />
        </section>
        {alone && (
          <p className="rounded-xl border border-accent-border bg-accent/30 p-4 text-sm">
            It's just you for now. Invite someone you cook with: once they join with your link, you
            plan meals together, share shopping lists and see each other's recipes.
          </p>
        )}
      </Card>
      <InviteCard />
      {!alone && user && (
        <div className="flex justify-end">
          <LeaveHousehold viewerId={user.id} householdName={name} />
        </div>
      )}
    </>
  );
}

function HouseholdSkeleton() {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">Loading your household…</span>
      <Skeleton className="h-56 w-full rounded-2xl" />
      <Skeleton className="h-36 w-full rounded-2xl" />
    </div>
  );
}
