import { MUTED_WORDS_MAX, type MutedWord } from '@contracts/protection';
import { MessageSquareOff, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useT } from '@/lib/i18n/texts';
import { useMutedWords, useUnmuteWord } from '../../api/muted-words';
import { ListState } from './list-state';
import { MuteWordForm } from './mute-word-form';
import { SettingsCard } from './settings-card';

/**
 * Muted Words: words and phrases whose posts leave the cook's own feed, at most 50. `onChange`
 * tells the screen that the feed holds other posts now.
 */
export function MutedWordsCard({ onChange }: { onChange?: () => void }) {
  const t = useT('account');
  const words = useMutedWords();
  const unmute = useUnmuteWord();
  const field = useRef<HTMLInputElement>(null);
  const count = words.data?.length ?? 0;
  // An unmuted word's button goes with it: the field takes the focus, ready for another. At the
  // limit the field is off until the shorter list has drawn it on again, hence after the render.
  const [focusField, setFocusField] = useState(false);
  const fieldOff = count >= MUTED_WORDS_MAX;
  useEffect(() => {
    if (!focusField || fieldOff) return;
    field.current?.focus();
    setFocusField(false);
  }, [focusField, fieldOff]);

  const unmuteWord = (word: MutedWord) =>
    unmute.mutate(word.id, {
      onSuccess: () => {
        setFocusField(true);
        onChange?.();
      },
      onError: (error) =>
        toast({
          title: t('error'),
          description:
            asApiError(error)?.serverMessage ?? t('unmuteFailed', { phrase: word.phrase }),
          variant: 'destructive',
        }),
    });

  return (
    <SettingsCard icon={MessageSquareOff} title={t('mutedTitle')} description={t('mutedText')}>
      <MuteWordForm ref={field} count={count} onMuted={onChange} />
      <ListState query={words} loading={t('mutedLoading')} failed={t('mutedFailed')}>
        {(data) =>
          data.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('noneMuted')}</p>
          ) : (
            <ul aria-label={t('mutedList')} className="flex flex-wrap gap-2">
              {data.map((word) => (
                <li
                  key={word.id}
                  className="flex max-w-full items-center gap-1 rounded-full border border-border bg-muted py-1 pr-1 pl-3 text-sm"
                >
                  <span className="min-w-0 break-words">{word.phrase}</span>
                  <button
                    type="button"
                    aria-label={t('unmutePhrase', { phrase: word.phrase })}
                    disabled={unmute.isPending && unmute.variables === word.id}
                    onClick={() => unmuteWord(word)}
                    className="flex size-6 shrink-0 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-card hover:text-foreground disabled:opacity-50"
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </ListState>
    </SettingsCard>
  );
}
