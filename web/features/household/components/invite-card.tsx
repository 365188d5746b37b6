import { HOUSEHOLD_LIMITS, type Invitation } from '@contracts/households';
import { UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CopyField } from '@/components/copy-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useOrigin } from '@/lib/browser';
import { useLanguage, useT } from '@/lib/i18n/texts';
import { rateLimitToast } from '@/lib/rate-limit-toast';
import { useCreateInvitation } from '../api/household-mutations';
import { expiryText, shareableUrl } from '../lib/household-text';

/**
 * "Invite someone": makes a link to send to a person the cook wants in the household, shows it with
 * a Copy button and when it stops working. Each press makes a new link; earlier ones keep working
 * until used or expired.
 */
export function InviteCard() {
  const t = useT('household');
  const language = useLanguage();
  const creation = useCreateInvitation();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const origin = useOrigin();
  const field = useRef<HTMLDivElement>(null);

  // The new link takes the focus, selected: ready to copy, and read out to a screen reader.
  useEffect(() => {
    if (invitation) field.current?.querySelector('input')?.focus();
  }, [invitation]);

  const invite = () =>
    creation.mutate(undefined, {
      onSuccess: setInvitation,
      onError: (error) =>
        toast(
          rateLimitToast(error) ?? {
            title: t('error'),
            description: asApiError(error)?.serverMessage ?? t('inviteFailed'),
            variant: 'destructive',
          },
        ),
    });

  return (
    <Card className="grid gap-4 p-6">
      <section aria-labelledby="invite-heading" className="grid gap-4">
        <div className="grid gap-1">
          <h2
            id="invite-heading"
            className="flex items-center gap-2 font-semibold font-serif text-xl"
          >
            <UserPlus className="size-5 text-primary" aria-hidden="true" />
            {t('invite')}
          </h2>
          <p className="text-muted-foreground text-sm">
            {t('inviteText', { days: HOUSEHOLD_LIMITS.invitationDays })}
          </p>
        </div>
        {invitation && (
          <div ref={field}>
            <CopyField
              id="household-invitation-link"
              label={t('link')}
              copyLabel={t('copyLink')}
              value={shareableUrl(invitation.url, origin)}
              copiedText={t('linkCopied')}
              hint={t('expires', { date: expiryText(invitation.expiresAt, language) })}
            />
          </div>
        )}
        <div>
          <Button
            variant={invitation ? 'outline' : 'default'}
            onClick={invite}
            disabled={creation.isPending}
          >
            <UserPlus aria-hidden="true" />
            {creation.isPending ? t('creatingLink') : invitation ? t('anotherLink') : t('invite')}
          </Button>
        </div>
      </section>
    </Card>
  );
}
