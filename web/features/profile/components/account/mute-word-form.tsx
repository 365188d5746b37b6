import { MUTED_PHRASE_LIMITS, MUTED_WORDS_MAX, mutedWordInputSchema } from '@contracts/protection';
import { type Ref, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { asApiError } from '@/lib/api';
import { Message } from '@/lib/i18n/message';
import { useT } from '@/lib/i18n/texts';
import { useMuteWord } from '../../api/muted-words';
import type { AccountT } from '../../lib/profile-text';

const ID = 'muted-phrase';

/** Why the server would not mute it: its own words (the limit, a repeat, a field's rule). */
function refusal(t: AccountT, error: unknown): string {
  const refused = asApiError(error);
  if (!refused) return t('muteFailedOffline');
  return refused.issues[0]?.message ?? refused.serverMessage ?? t('muteFailed');
}

/**
 * The field to mute a word or phrase, with the count muted ("3 of 50"). At the limit the field is
 * off: unmuting one makes room. What the server refuses is said under the field.
 */
export function MuteWordForm({
  ref,
  count,
  onMuted,
}: {
  ref: Ref<HTMLInputElement>;
  count: number;
  onMuted?: () => void;
}) {
  const t = useT('account');
  const mute = useMuteWord();
  const [phrase, setPhrase] = useState('');
  const [error, setError] = useState<string>();
  const full = count >= MUTED_WORDS_MAX;

  const submit = () => {
    const checked = mutedWordInputSchema.safeParse({ phrase });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    mute.mutate(checked.data.phrase, {
      onSuccess: () => {
        setPhrase('');
        setError(undefined);
        onMuted?.();
      },
      onError: (failure) => setError(refusal(t, failure)),
    });
  };

  return (
    <form
      noValidate
      aria-label={t('muteForm')}
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={ID}>{t('wordOrPhrase')}</Label>
        <span id={`${ID}-count`} className="text-muted-foreground text-xs">
          {t('mutedCount', { count, max: MUTED_WORDS_MAX })}
        </span>
      </div>
      <div className="flex gap-2">
        <Input
          ref={ref}
          id={ID}
          value={phrase}
          onChange={(event) => {
            setPhrase(event.target.value);
            // What was refused is no longer what is in the field.
            setError(undefined);
          }}
          maxLength={MUTED_PHRASE_LIMITS.max}
          autoComplete="off"
          disabled={full}
          readOnly={mute.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${ID}-count`, `${ID}-hint`, error && `${ID}-error`]
            .filter(Boolean)
            .join(' ')}
          className="flex-1"
        />
        <Button type="submit" disabled={full || mute.isPending}>
          {mute.isPending ? t('muting') : t('mute')}
        </Button>
      </div>
      <p id={`${ID}-hint`} className="text-muted-foreground text-xs">
        {full
          ? t('mutedFull', { max: MUTED_WORDS_MAX })
          : t('mutedHint', { min: MUTED_PHRASE_LIMITS.min, max: MUTED_PHRASE_LIMITS.max })}
      </p>
      {error && (
        <p id={`${ID}-error`} role="alert" className="font-medium text-destructive text-sm">
          <Message text={error} />
        </p>
      )}
    </form>
  );
}
