import { ORGANISE_LIMITS, tagKey, tagNameSchema } from '@contracts/organise';
import { X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Message } from '@/lib/i18n/message';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';

const MAX_SUGGESTIONS = 8;

/**
 * A recipe's tags as removable chips: Enter or a comma adds what was typed, Backspace in the
 * empty box removes the last. The cook's own tags are suggested as they type (a combobox with
 * its listbox, arrow keys and Enter), so the same tag is not spelled three ways. A tag already
 * there in any case is not added twice (tags are one tag regardless of case, decision 037).
 */
export function TagsInput({
  id,
  value,
  onChange,
  suggestions,
  invalid = false,
  describedBy,
  onBlur,
}: {
  id: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** The cook's own tags, to suggest. */
  suggestions: readonly string[];
  invalid?: boolean;
  describedBy?: string;
  onBlur?: () => void;
}) {
  const t = useT('recipes');
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [problem, setProblem] = useState<string | null>(null);

  const chosen = new Set(value.map(tagKey));
  const typed = tagKey(text.trim());
  const matches = suggestions
    .filter((tag) => !chosen.has(tagKey(tag)) && tagKey(tag).includes(typed))
    .slice(0, MAX_SUGGESTIONS);
  const expanded = open && matches.length > 0;

  /** Adds each of `names` not there yet; says why one cannot be. */
  const add = (names: readonly string[]) => {
    const next = [...value];
    const keys = new Set(next.map(tagKey));
    let refusal: string | null = null;
    for (const name of names) {
      if (!name.trim()) continue;
      const parsed = tagNameSchema.safeParse(name);
      if (!parsed.success) {
        refusal = parsed.error.issues[0]?.message ?? t('notATag');
        continue;
      }
      if (keys.has(tagKey(parsed.data))) continue;
      if (next.length >= ORGANISE_LIMITS.tagsPerRecipe) {
        refusal = t('tooManyTags', { count: ORGANISE_LIMITS.tagsPerRecipe });
        break;
      }
      keys.add(tagKey(parsed.data));
      next.push(parsed.data);
    }
    setProblem(refusal);
    if (next.length !== value.length) onChange(next);
  };

  const remove = (index: number) => onChange(value.filter((_, at) => at !== index));

  const onTextChange = (next: string) => {
    // A comma (typed or pasted) ends a tag; what follows the last one is still being typed.
    const parts = next.split(',');
    const rest = parts.pop() ?? '';
    if (parts.length) add(parts);
    setText(rest);
    setOpen(true);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!matches.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((at) => (at + step + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      // Enter adds a tag; it never submits the recipe form from here.
      event.preventDefault();
      const pick = expanded && active >= 0 ? matches[active] : undefined;
      add([pick ?? text]);
      setText('');
      setActive(-1);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Backspace' && text === '' && value.length) {
      remove(value.length - 1);
    }
  };

  const activeId = expanded && active >= 0 ? `${listId}-${active}` : undefined;
  const problemId = `${id}-problem`;

  return (
    <div className="relative">
      <div
        className={cn(
          'flex min-h-10 flex-wrap items-center gap-1.5 rounded-lg border border-input bg-card px-2 py-1.5 shadow-xs',
          invalid && 'border-destructive',
        )}
      >
        {value.length > 0 && (
          <ul aria-label={t('tagsAdded')} className="contents">
            {value.map((tag, index) => (
              <li
                key={tagKey(tag)}
                className="inline-flex items-center gap-1 rounded-full border border-accent-border bg-accent py-0.5 pr-1 pl-2.5 font-medium text-primary-strong text-xs"
              >
                {tag}
                <button
                  type="button"
                  aria-label={t('removeTagNamed', { tag })}
                  className="rounded-full p-0.5 outline-none hover:bg-card focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={() => remove(index)}
                >
                  <X className="size-3" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={invalid || problem ? true : undefined}
          aria-describedby={
            [describedBy, problem && problemId].filter(Boolean).join(' ') || undefined
          }
          autoComplete="off"
          maxLength={ORGANISE_LIMITS.tag * 4}
          placeholder={value.length ? '' : t('tagsPlaceholder')}
          // The ring is the input's own, where focus is: the keyboard's user sees it move from a
          // tag's remove button to the text.
          className="min-w-32 flex-1 rounded bg-transparent px-1 py-0.5 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            // What was typed but not yet added is kept as a tag rather than lost.
            if (text.trim()) add([text]);
            setText('');
            setOpen(false);
            setActive(-1);
            onBlur?.();
          }}
        />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t('yourTags')}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-lg border border-border bg-card p-1 shadow-md"
      >
        {expanded &&
          matches.map((tag, index) => (
            <div
              key={tagKey(tag)}
              id={`${listId}-${index}`}
              role="option"
              // Focus stays in the box (aria-activedescendant); a pointer picks with a press.
              tabIndex={-1}
              aria-selected={index === active}
              className={cn(
                'cursor-pointer rounded-md px-2 py-1.5 text-sm',
                index === active && 'bg-accent text-primary-strong',
              )}
              // Before the input's blur, which would close the list under the pointer.
              onMouseDown={(event) => {
                event.preventDefault();
                add([tag]);
                setText('');
                setActive(-1);
              }}
            >
              {tag}
            </div>
          ))}
      </div>
      {problem && (
        <p id={problemId} className="mt-2 font-medium text-destructive text-sm">
          <Message text={problem} />
        </p>
      )}
    </div>
  );
}
