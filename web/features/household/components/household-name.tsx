import { HOUSEHOLD_LIMITS, householdNameSchema } from '@contracts/households';
import { Check, Pencil, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FieldError, fieldProps } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useT } from '@/lib/i18n/texts';
import { rateLimitToast } from '@/lib/rate-limit-toast';
import { useRenameHousehold } from '../api/household-mutations';

const INPUT_ID = 'household-name';

/**
 * The household's name, renamed in place: Rename turns it into a field, Enter or Save keeps the
 * new name, Escape or Cancel the old one. Focus goes into the field and back to Rename after.
 */
export function HouseholdName({ name }: { name: string }) {
  const t = useT('household');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const [error, setError] = useState<string>();
  const rename = useRenameHousehold();
  const input = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  // Only after the cook has edited: the button is not focused on the page's first draw.
  const returnFocus = useRef(false);

  useEffect(() => {
    if (editing) {
      input.current?.focus();
      input.current?.select();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      renameButton.current?.focus();
    }
  }, [editing]);

  const start = () => {
    setDraft(name);
    setError(undefined);
    setEditing(true);
  };
  const stop = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = householdNameSchema.safeParse(draft);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    if (checked.data === name) return stop();
    rename.mutate(checked.data, {
      onSuccess: (household) => {
        toast({ title: t('renamed'), description: t('renamedText', { name: household.name }) });
        stop();
      },
      onError: (failure) => {
        const refused = asApiError(failure);
        const message = refused?.issues.find((issue) =>
          /^(body\.)?name$/.test(issue.path),
        )?.message;
        if (message) setError(message);
        toast(
          rateLimitToast(failure) ?? {
            title: t('error'),
            description: refused?.serverMessage ?? t('renameFailed'),
            variant: 'destructive',
          },
        );
      },
    });
  };

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-semibold font-serif text-2xl">{name}</h2>
        <Button
          ref={renameButton}
          variant="ghost"
          size="sm"
          aria-label={t('renameHousehold')}
          onClick={start}
        >
          <Pencil aria-hidden="true" />
          {t('rename')}
        </Button>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label={t('renameHousehold')}
      className="grid gap-2"
      onSubmit={save}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !rename.isPending) {
          event.preventDefault();
          stop();
        }
      }}
    >
      <Label htmlFor={INPUT_ID}>{t('nameLabel')}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          ref={input}
          {...fieldProps(INPUT_ID, { error })}
          className="max-w-sm flex-1"
          value={draft}
          maxLength={HOUSEHOLD_LIMITS.name}
          aria-required="true"
          readOnly={rename.isPending}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" disabled={rename.isPending}>
          <Check aria-hidden="true" />
          {rename.isPending ? t('saving') : t('save')}
        </Button>
        <Button type="button" variant="outline" onClick={stop} disabled={rename.isPending}>
          <X aria-hidden="true" />
          {t('cancel')}
        </Button>
      </div>
      <FieldError id={`${INPUT_ID}-error`} message={error} />
    </form>
  );
}
