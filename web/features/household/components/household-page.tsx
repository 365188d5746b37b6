import type { Household } from '@contracts/households';
import { UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/lib/current-user';
import { useT } from '@/lib/i18n/texts';
import { useHousehold } from '../api/household-queries';
import { HouseholdName } from './household-name';
import { InviteCard } from './invite-card';
import { LeaveHousehold } from './leave-household';
import { MemberList } from './member-list';

/**
 * The Household screen: its name (renamed in place), its members, a link to invite someone, and
 * a way out for a cook who shares it with others.
 */
export function HouseholdPage() {
  const t = useT('household');
  const household = useHousehold();

  let body: ReactNode;
  if (household.isPending) {
    body = <HouseholdSkeleton />;
  } else if (household.isError) {
    body = (
      <EmptyState icon={UsersRound} title={t('loadFailed')} headingLevel="h2">
        <Button variant="outline" onClick={() => household.refetch()}>
          {t('tryAgain')}
        </Button>
      </EmptyState>
    );
  } else {
    body = <HouseholdDetails household={household.data} />;
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{t('pageTitle')}</title>
      <header>
        <h1 className="font-bold font-serif text-3xl sm:text-4xl">{t('household')}</h1>
        <p className="mt-1 text-muted-foreground">{t('intro')}</p>
      </header>
      {body}
    </div>
  );
}

function HouseholdDetails({ household }: { household: Household }) {
  const t = useT('household');
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
            {t('members')}
            <span className="font-normal text-base text-muted-foreground">
              {t('memberCount', { count: members.length })}
            </span>
          </h3>
          <MemberList members={members} viewerId={user?.id} householdName={name} />
        </section>
        {alone && (
          <p className="rounded-xl border border-accent-border bg-accent/30 p-4 text-sm">
            {t('alone')}
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
  const t = useT('household');
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-56 w-full rounded-2xl" />
      <Skeleton className="h-36 w-full rounded-2xl" />
    </div>
  );
}
