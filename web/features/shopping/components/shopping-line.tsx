import { SHOPPING_LIMITS, shoppingLineTextSchema } from '@contracts/shopping-lists';
import { MoreVertical } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FieldError } from '@/components/field';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Input } from '@/components/ui/input';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import type { ListLine } from '../lib/apply-changes';

export interface LineActions {
  onCheck: (line: ListLine, checked: boolean) => void;
  onRewrite: (line: ListLine, text: string) => void;
  onMove: (line: ListLine) => void;
  onDelete: (line: ListLine) => void;
}

/**
 * One line of the list: a large checkbox (ticking moves it to Checked; unticking brings it back),
 * its words, the recipes it is for, and a menu to rewrite it, move it to another aisle or take
 * it off. Sized for a thumb in a shop.
 */
export function ShoppingLine({ line, ...actions }: { line: ListLine } & LineActions) {
  const t = useT('shopping');
  const [editing, setEditing] = useState(false);
  // Back on the line's menu button once the editor closes, rather than lost on the page.
  const [refocus, setRefocus] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    if (!refocus) return;
    menuButton.current?.focus();
    setRefocus(false);
  }, [refocus]);
  if (editing) {
    return (
      <LineEditor
        line={line}
        onDone={(text) => {
          setEditing(false);
          setRefocus(true);
          if (text !== undefined && text !== line.text) actions.onRewrite(line, text);
        }}
      />
    );
  }
  const recipes = line.recipeTitles.join(', ');
  return (
    <div className="flex min-h-14 items-center gap-1 rounded-lg hover:bg-muted/50">
      <label
        htmlFor={id}
        className="flex min-h-14 flex-1 cursor-pointer items-center gap-3 px-2 py-2"
      >
        <input
          id={id}
          type="checkbox"
          data-line-ref={String(line.ref)}
          checked={line.checked}
          onChange={(event) => actions.onCheck(line, event.target.checked)}
          className="size-6 shrink-0 cursor-pointer accent-primary"
        />
        <span className="grid min-w-0">
          <span
            className={cn(
              'break-words text-base',
              line.checked && 'text-muted-foreground line-through',
            )}
          >
            {line.text}
          </span>
          {recipes && (
            <span className="text-muted-foreground text-sm">{t('forRecipes', { recipes })}</span>
          )}
        </span>
      </label>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            ref={menuButton}
            data-line-menu={String(line.ref)}
            variant="ghost"
            size="icon"
            className="size-12 shrink-0"
            aria-label={t('actionsFor', { name: line.text })}
          >
            <MoreVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem className="min-h-11" onSelect={() => setEditing(true)}>
            {t('edit')}
          </DropdownMenuItem>
          <DropdownMenuItem className="min-h-11" onSelect={() => actions.onMove(line)}>
            {t('moveToAisleMenu')}
          </DropdownMenuItem>
          <DropdownMenuItem className="min-h-11" onSelect={() => actions.onDelete(line)}>
            {t('delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}

/** Rewriting a line in place: Enter or Save keeps the words, Escape or Cancel leaves it be. */
function LineEditor({
  line,
  onDone,
}: {
  line: ListLine;
  onDone: (text: string | undefined) => void;
}) {
  const t = useT('shopping');
  const [text, setText] = useState(line.text);
  const [error, setError] = useState<string>();
  const id = useId();

  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = shoppingLineTextSchema.safeParse(text);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    onDone(checked.data);
  };

  return (
    <form
      aria-label={t('editLine', { item: line.text })}
      className="grid gap-2 rounded-lg bg-muted/50 p-2"
      onSubmit={save}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone(undefined);
      }}
    >
      <div className="flex gap-2">
        <Input
          // Focused as it opens: the cook asked to edit this line.
          autoFocus
          aria-label={t('item')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          value={text}
          maxLength={SHOPPING_LIMITS.text}
          onChange={(event) => setText(event.target.value)}
          className="h-12 flex-1 text-base"
        />
        <Button type="submit" className="h-12">
          {t('save')}
        </Button>
        <Button type="button" variant="outline" className="h-12" onClick={() => onDone(undefined)}>
          {t('cancel')}
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </form>
  );
}
