import { COOKED_NOTE_MAX, type CookedEntry } from '@contracts/organise';
import type { Recipe } from '@contracts/recipes';
import { CookingPot, Trash2 } from 'lucide-react';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { rateLimitToast } from '@/lib/rate-limit-toast';
import { useCookedLog, useDeleteCooked, useLogCooked } from '../../api/cooking-log';

/** How many entries the recipe page lists; the count covers them all. */
const SHOWN_ENTRIES = 5;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A logged day (YYYY-MM-DD) as "12 Nov 2026", the same whatever the browser's locale data. */
export function formatCookedDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/** The cook's own today, as a date input holds it. */
function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "Cooked 3 times · last on 12 Nov 2026", or "Not cooked yet". */
export function cookedSummary(count: number, last: string | null): string {
  if (count <= 0) return 'Not cooked yet';
  const times = count === 1 ? 'once' : `${count} times`;
  return last ? `Cooked ${times} · last on ${formatCookedDay(last)}` : `Cooked ${times}`;
}

/**
 * The owner's cooking log (decision 037): how often and when last, "I cooked this" to log a
 * day with a note, and the latest entries, each removable. The count and day are the recipe's
 * own, kept by the server, so each change reads the recipe again.
 */
export function CookingLog({ recipe }: { recipe: Recipe }) {
  const log = useCookedLog(recipe.id);
  const [logging, setLogging] = useState(false);
  const [deleting, setDeleting] = useState<CookedEntry | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const entries = log.data?.slice(0, SHOWN_ENTRIES) ?? [];

  return (
    <Card className="p-5">
      <section aria-labelledby="recipe-cooked-heading" className="grid gap-3">
        <h2 id="recipe-cooked-heading" className="font-semibold font-serif text-xl">
          Cooking Log
        </h2>
        <p className="text-muted-foreground text-sm">
          {cookedSummary(recipe.cookedCount ?? 0, recipe.lastCookedAt ?? null)}
        </p>
        <Button ref={opener} variant="outline" onClick={() => setLogging(true)}>
          <CookingPot aria-hidden="true" />I cooked this
        </Button>
        {log.isError && (
          <p className="text-muted-foreground text-sm">Could not load your cooking log.</p>
        )}
        {entries.length > 0 && (
          <ul aria-label="Times cooked" className="grid gap-2">
            {entries.map((entry) => (
              <li key={entry.id} className="flex items-start justify-between gap-2 text-sm">
                <div className="min-w-0">
                  <p className="font-medium">{formatCookedDay(entry.date)}</p>
                  {entry.note && (
                    <p className="whitespace-pre-line break-words text-muted-foreground">
                      {entry.note}
                    </p>
                  )}
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete the entry of ${formatCookedDay(entry.date)}`}
                  onClick={() => setDeleting(entry)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {logging && (
        <LogCookedDialog recipe={recipe} onClose={() => setLogging(false)} returnFocusTo={opener} />
      )}
      <DeleteCookedDialog recipeId={recipe.id} entry={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}

function LogCookedDialog({
  recipe,
  onClose,
  returnFocusTo,
}: {
  recipe: Recipe;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const id = useId();
  const logCooked = useLogCooked(recipe.id);
  const [date, setDate] = useState(localToday);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    logCooked.mutate(note.trim() ? { date, note } : { date }, {
      onSuccess: () => {
        toast({ title: 'Logged', description: `"${recipe.title}" cooked.` });
        onClose();
      },
      onError: (failure) => {
        const limited = rateLimitToast(failure);
        if (limited) toast(limited);
        else setError(asApiError(failure)?.message ?? 'Could not log it. Try again.');
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !logCooked.isPending && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>I cooked this</DialogTitle>
          <DialogDescription>Log when you cooked “{recipe.title}”.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-date`}>Date</Label>
            <Input
              id={`${id}-date`}
              type="date"
              required
              value={date}
              max={localToday()}
              onChange={(event) => setDate(event.target.value)}
              disabled={logCooked.isPending}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-note`}>Note (optional)</Label>
            <Textarea
              id={`${id}-note`}
              value={note}
              maxLength={COOKED_NOTE_MAX}
              rows={3}
              onChange={(event) => setNote(event.target.value)}
              placeholder="How did it go?"
              disabled={logCooked.isPending}
            />
          </div>
          {error && (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          )}
          <DialogFormFooter
            pending={logCooked.isPending}
            canSubmit={Boolean(date)}
            submitLabel="Save"
            pendingLabel="Saving..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteCookedDialog({
  recipeId,
  entry,
  onClose,
}: {
  recipeId: number;
  entry: CookedEntry | null;
  onClose: () => void;
}) {
  const deletion = useDeleteCooked(recipeId);
  // Keeps the day on screen while the dialog closes.
  const [shown, setShown] = useState(entry);
  if (entry && entry !== shown) setShown(entry);

  const confirm = () => {
    if (!entry) return;
    deletion.mutate(entry.id, {
      onSuccess: onClose,
      onError: (failure) => {
        toast(
          rateLimitToast(failure) ?? {
            title: 'Error',
            description: 'Could not delete the entry.',
            variant: 'destructive',
          },
        );
        onClose();
      },
    });
  };

  return (
    <ConfirmDeleteDialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Delete Entry"
      description={`Delete the entry of ${shown ? formatCookedDay(shown.date) : ''} from your cooking log?`}
      pending={deletion.isPending}
      onConfirm={confirm}
    />
  );
}
