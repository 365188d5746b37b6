import { Shield, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/texts';
import { useStaff } from '../api/moderation-queries';
import { CookSearch } from './cook-search';
import { ModerationHeader } from './moderation-header';
import { StaffRow } from './staff-row';

/**
 * The Moderation team screen (administrators): who moderates, and a search to add or remove a
 * moderator. Administrators are listed but named by the server's settings, not here.
 */
export function TeamPage() {
  const t = useT('moderation');
  const staff = useStaff();

  let members: ReactNode;
  if (staff.isPending) {
    members = (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{t('loadingTeam')}</span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  } else if (staff.isError) {
    members = (
      <EmptyState icon={Shield} title={t('teamFailed')}>
        <Button variant="outline" onClick={() => staff.refetch()}>
          {t('tryAgain')}
        </Button>
      </EmptyState>
    );
  } else {
    members = (
      <ul aria-label={t('staff')} className="grid gap-3">
        {staff.data.map((member) => (
          <StaffRow key={member.id} member={member} />
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <ModerationHeader title={t('teamTitle')} pageTitle={t('teamPageTitle')}>
        {t('teamIntro')}
      </ModerationHeader>
      <Card className="grid gap-4 p-6">
        <h2 className="flex items-center gap-2 font-semibold text-lg">
          <Shield className="size-5 text-primary" aria-hidden="true" />
          {t('team')}
        </h2>
        {members}
      </Card>
      <Card className="grid gap-4 p-6">
        <h2 className="flex items-center gap-2 font-semibold text-lg">
          <UserPlus className="size-5 text-primary" aria-hidden="true" />
          {t('addModerator')}
        </h2>
        <CookSearch />
      </Card>
    </div>
  );
}
