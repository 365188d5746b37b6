import { MUTED_PHRASE_LIMITS, MUTED_WORDS_MAX, mutedWordInputSchema } from '@contracts/protection';
import { type Ref, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { asApiError } from '@/lib/api';
import { useMuteWord } from '../../api/muted-words';

const ID = 'muted-phrase';

/** Why the server would not mute it: its own words (the limit, a repeat, a field's rule). */
function refusal(error: unknown): string {
  const refused = asApiError(error);
  if (!refused) return 'It could not be muted. Check your connection and try again.';
  return refused.issues[0]?.message ?? refused.serverMessage ?? 'It could not be muted.';
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
      onError: (failure) => setError(refusal(failure)),
    });
  };

  return (
    <form
      noValidate
      aria-label="Mute a word or phrase"
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={ID}>Word or phrase</Label>
        <span id={`${ID}-count`} className="text-muted-foreground text-xs">
          {`${count} of ${MUTED_WORDS_MAX}`}
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
          {mute.isPending ? 'Muting...' : 'Mute'}
        </Button>
      </div>
      <p id={`${ID}-hint`} className="text-muted-foreground text-xs">
        {full
          ? `You have muted ${MUTED_WORDS_MAX}, the most you can: unmute one to add another.`
          : `${MUTED_PHRASE_LIMITS.min} to ${MUTED_PHRASE_LIMITS.max} characters. Letters in any case match.`}
      </p>
      {error && (
        <p id={`${ID}-error`} role="alert" className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </form>
  );
}
