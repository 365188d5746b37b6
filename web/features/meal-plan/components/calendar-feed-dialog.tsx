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
import { rateLimitToast } from '@/lib/rate-limit-toast';
import { useCreateCalendarFeed } from '../api/meal-plan-mutations';

/**
 * "Calendar feed": a secret address a calendar app subscribes to, to show the household's plan.
 * The address is never shown again once the dialog closes (the server keeps only its hash), so
 * the cook makes a new one when needed, and that ends the previous one.
 */
export function CalendarFeedDialog() {
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
            title: 'Error',
            description: asApiError(error)?.serverMessage ?? 'The address could not be made.',
            variant: 'destructive',
          },
        ),
    });

  return (
    <Dialog onOpenChange={(open) => !open && setUrl(null)}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <CalendarSync aria-hidden="true" />
          Calendar feed
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Calendar feed</DialogTitle>
          <DialogDescription>
            See the meal plan in your calendar app (Google Calendar, Apple Calendar, Outlook):
            subscribe to a secret address and it keeps up with every change.
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          Anyone with the address can read the plan, so keep it to yourself. Making a new address
          stops the previous one from working.
        </p>
        {url && (
          <div ref={field}>
            <CopyField
              id="calendar-feed-url"
              label="Calendar address"
              copyLabel="Copy calendar address"
              value={url}
              copiedText="The calendar address is on the clipboard."
              hint="Add it in your calendar app as a subscription (sometimes called “From URL”). Your previous address no longer works."
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
              ? 'Making address...'
              : url
                ? 'Make a new address'
                : 'Create address'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
