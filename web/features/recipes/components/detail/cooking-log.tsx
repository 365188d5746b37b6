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
import { Message } from '@/lib/i18n/message';
import { useLanguage, useT } from '@/lib/i18n/texts';
import { calendarDay, localDay, perLanguage } from '@/lib/intl-formats';
import { rateLimitToast } from '@/lib/rate-limit-toast';
import { useCookedLog, useDeleteCooked, useLogCooked } from '../../api/cooking-log';
import type { RecipeT } from '../../lib/recipe-t';

/** How many entries the recipe page lists; the count covers them all. */
const SHOWN_ENTRIES = 5;

// UTC, as the logged day is a calendar day, not a moment.
const dayFormat = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A logged day (YYYY-MM-DD) in `language`: "Nov 12, 2026", "12. Nov. 2026", "12 nov. 2026". */
export function formatCookedDay(day: string, language: string): string {
  return dayFormat(language).format(calendarDay(day));
}

/** "Cooked 3 times · last on Nov 12, 2026", or "Not cooked yet". */
export function cookedSummary(
  t: RecipeT,
  language: string,
  count: number,
  last: string | null,
): string {
  if (count <= 0) return t('cookedNever');
  return last
    ? t('cookedCountLast', { count, day: formatCookedDay(last, language) })
    : t('cookedCount', { count });
}

/**
 * The owner's cooking log (decision 037): how often and when last, "I cooked this" to log a
 * day with a note, and the latest entries, each removable. The count and day are the recipe's
 * own, kept by the server, so each change reads the recipe again.
 */
export function CookingLog({ recipe }: { recipe: Recipe }) {
  const t = useT('recipe');
  const language = useLanguage();
  const log = useCookedLog(recipe.id);
  const [logging, setLogging] = useState(false);
  const [deleting, setDeleting] = useState<CookedEntry | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const entries = log.data?.slice(0, SHOWN_ENTRIES) ?? [];

  return (
    <Card className="p-5">
      <section aria-labelledby="recipe-cooked-heading" className="grid gap-3">
        <h2 id="recipe-cooked-heading" className="font-semibold font-serif text-xl">
          {t('cookingLog')}
        </h2>
        <p className="text-muted-foreground text-sm">
          {cookedSummary(t, language, recipe.cookedCount ?? 0, recipe.lastCookedAt ?? null)}
        </p>
        <Button ref={opener} variant="outline" onClick={() => setLogging(true)}>
          <CookingPot aria-hidden="true" />
          {t('cookedThis')}
        </Button>
        {log.isError && <p className="text-muted-foreground text-sm">{t('logFailed')}</p>}
        {entries.length > 0 && (
          <ul aria-label={t('timesCooked')} className="grid gap-2">
            {entries.map((entry) => (
              <li key={entry.id} className="flex items-start justify-between gap-2 text-sm">
                <div className="min-w-0">
                  <p className="font-medium">{formatCookedDay(entry.date, language)}</p>
                  {entry.note && (
                    <p className="whitespace-pre-line break-words text-muted-foreground">
                      {entry.note}
                    </p>
                  )}
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('deleteEntryLabel', { day: formatCookedDay(entry.date, language) })}
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
  const t = useT('recipe');
  const id = useId();
  const logCooked = useLogCooked(recipe.id);
  const [date, setDate] = useState(() => localDay());
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    logCooked.mutate(note.trim() ? { date, note } : { date }, {
      onSuccess: () => {
        toast({ title: t('loggedTitle'), description: t('loggedText', { title: recipe.title }) });
        onClose();
      },
      onError: (failure) => {
        const limited = rateLimitToast(failure);
        if (limited) toast(limited);
        else setError(asApiError(failure)?.message ?? t('logError'));
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
          <DialogTitle>{t('cookedThis')}</DialogTitle>
          <DialogDescription>{t('logDescription', { title: recipe.title })}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-date`}>{t('date')}</Label>
            <Input
              id={`${id}-date`}
              type="date"
              required
              value={date}
              max={localDay()}
              onChange={(event) => setDate(event.target.value)}
              disabled={logCooked.isPending}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-note`}>{t('noteOptional')}</Label>
            <Textarea
              id={`${id}-note`}
              value={note}
              maxLength={COOKED_NOTE_MAX}
              rows={3}
              onChange={(event) => setNote(event.target.value)}
              placeholder={t('notePlaceholder')}
              disabled={logCooked.isPending}
            />
          </div>
          {error && (
            <p role="alert" className="text-destructive text-sm">
              <Message text={error} />
            </p>
          )}
          <DialogFormFooter
            pending={logCooked.isPending}
            canSubmit={Boolean(date)}
            submitLabel={t('save')}
            pendingLabel={t('saving')}
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
  const t = useT('recipe');
  const language = useLanguage();
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
            title: t('error'),
            description: t('deleteEntryFailed'),
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
      title={t('deleteEntryTitle')}
      description={t('deleteEntryText', {
        day: shown ? formatCookedDay(shown.date, language) : '',
      })}
      pending={deletion.isPending}
      onConfirm={confirm}
    />
  );
}
