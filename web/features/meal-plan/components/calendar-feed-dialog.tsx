import { CalendarSync } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { CopyField } from '@/components/copy-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useT } from '@/lib/i18n/texts';
import { rateLimitToast } from '@/lib/rate-limit-toast';
import { useCreateCalendarFeed } from '../api/meal-plan-mutations';

/**
 * "Calendar feed": a secret address a calendar app subscribes to, to show the household's plan.
 * The address is never shown again once the dialog closes (the server keeps only its hash), so
 * the cook makes a new one when needed, and that ends the previous one.
 */
export function CalendarFeedDialog() {
  const t = useT('mealPlan');
  const creation = useCreateCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const field = useRef<HTMLDivElement>(null);

  // The new address takes the focus, selected, ready to copy.
  useEffect(() => {
    if (url) field.current?.querySelector('input')?.focus();
  }, [url]);

  const create = () =>
    creation.mutate(undefined, {
      onSuccess: setUrl,
      onError: (error) =>
        toast(
          rateLimitToast(error) ?? {
            title: t('error'),
            description: asApiError(error)?.serverMessage ?? t('addressFailed'),
            variant: 'destructive',
          },
        ),
    });

  return (
    <Dialog onOpenChange={(open) => !open && setUrl(null)}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <CalendarSync aria-hidden="true" />
          {t('calendarFeed')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('calendarFeed')}</DialogTitle>
          <DialogDescription>{t('calendarFeedText')}</DialogDescription>
        </DialogHeader>
        <p className="text-sm">{t('calendarFeedWarning')}</p>
        {url && (
          <div ref={field}>
            <CopyField
              id="calendar-feed-url"
              label={t('calendarAddress')}
              copyLabel={t('copyCalendarAddress')}
              value={url}
              copiedText={t('calendarAddressCopied')}
              hint={t('calendarAddressHint')}
            />
          </div>
        )}
        <DialogFooter>
          <Button
            variant={url ? 'outline' : 'default'}
            onClick={create}
            disabled={creation.isPending}
          >
            {creation.isPending
              ? t('makingAddress')
              : url
                ? t('makeNewAddress')
                : t('createAddress')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
