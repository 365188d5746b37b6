import { type TagCount, tagKey, tagNameSchema } from '@contracts/organise';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Message } from '@/lib/i18n/message';
import { useT } from '@/lib/i18n/texts';

/** A tag's name in a box: Enter saves, Escape leaves it as it was. */
export function RenameRow({
  tag,
  saving,
  onSave,
  onCancel,
}: {
  tag: TagCount;
  saving: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const t = useT('recipes');
  const [name, setName] = useState(tag.name);
  const [problem, setProblem] = useState<string | null>(null);
  const id = `rename-${tagKey(tag.name)}`;

  const save = () => {
    const parsed = tagNameSchema.safeParse(name);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? t('notATag'));
      return;
    }
    if (parsed.data === tag.name) {
      onCancel();
      return;
    }
    onSave(parsed.data);
  };

  return (
    <form
      className="flex w-full flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('newNameFor', { name: tag.name })}
      </label>
      <Input
        id={id}
        value={name}
        autoFocus
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        className="max-w-xs flex-1"
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <Button type="submit" size="sm" disabled={saving}>
        {saving ? t('saving') : t('save')}
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
        {t('cancel')}
      </Button>
      {problem && (
        <p id={`${id}-error`} className="w-full font-medium text-destructive text-sm">
          <Message text={problem} />
        </p>
      )}
    </form>
  );
}
