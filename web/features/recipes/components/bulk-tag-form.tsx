import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n/texts';
import { useTags } from '../api/recipe-queries';

/**
 * The bulk bar's tag field: a tag to add to (or take off) the chosen recipes, the cook's own tags
 * suggested as they type. Escape closes it and leaves the selection as it is.
 */
export function BulkTagForm({
  mode,
  pending,
  onSubmit,
  onCancel,
}: {
  mode: 'addTag' | 'removeTag';
  pending: boolean;
  onSubmit: (tag: string) => void;
  onCancel: () => void;
}) {
  const t = useT('recipes');
  const tags = useTags();
  const [tag, setTag] = useState('');
  const inputId = useId();
  const listId = useId();
  const adding = mode === 'addTag';
  const input = useRef<HTMLInputElement>(null);
  // Opened from a button of the bar: the field is where the cook goes next.
  useEffect(() => input.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tag.trim()) onSubmit(tag.trim());
  };

  return (
    <form className="flex flex-wrap items-center gap-2" onSubmit={submit}>
      <Label htmlFor={inputId} className="whitespace-nowrap">
        {adding ? t('tagToAdd') : t('tagToRemove')}
      </Label>
      <Input
        id={inputId}
        list={listId}
        value={tag}
        ref={input}
        autoComplete="off"
        maxLength={50}
        className="h-9 w-48"
        onChange={(event) => setTag(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          // Closes the field only: the selection is still wanted.
          event.preventDefault();
          event.stopPropagation();
          onCancel();
        }}
      />
      <datalist id={listId}>
        {(tags.data ?? []).map(({ name }) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <Button type="submit" size="sm" disabled={pending || !tag.trim()}>
        {adding ? t('add') : t('remove')}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </form>
  );
}
