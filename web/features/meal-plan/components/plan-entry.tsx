import type { MealPlanEntry } from '@contracts/meal-plan';
import { paths } from '@contracts/routes';
import { ArrowRightLeft, MoreHorizontal, Trash2 } from 'lucide-react';
import type { DragEvent, KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Photo } from '@/components/photo';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';
import type { EntryPart } from '../lib/use-plan-changes';

/** The id of the hidden line that tells how to move a meal by keyboard. */
export const MOVE_HINT_ID = 'plan-move-hint';
const ARROWS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'];

/**
 * One meal in a slot: the recipe's photo and title to its page (a meal in words is plain text),
 * servings and note; a menu to move or delete it. It can be dragged to another slot, or moved with Alt and
 * an arrow key from its link or its menu button.
 */
export function PlanEntry({
  entry,
  dragging,
  onDragStart,
  onDragEnd,
  onArrow,
  onMoveTo,
  onDelete,
}: {
  entry: MealPlanEntry;
  dragging: boolean;
  onDragStart: () => void;
  onDragEnd: () => void;
  onArrow: (key: string, part: EntryPart) => void;
  onMoveTo: () => void;
  onDelete: () => void;
}) {
  const t = useT('mealPlan');
  const options = t('options', { title: entry.title });
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (!ARROWS.includes(event.key)) return;
    // Alt+Left and Alt+Right also mean Back and Forward to the browser.
    event.preventDefault();
    const part = (event.target as HTMLElement).dataset.focus === 'title' ? 'title' : 'menu';
    onArrow(event.key, part);
  };

  return (
    <li
      data-entry={entry.id}
      draggable
      onDragStart={(event: DragEvent) => {
        event.dataTransfer?.setData('text/plain', String(entry.id));
        if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onKeyDown={onKeyDown}
      className={cn(
        'flex cursor-grab items-start gap-1 rounded-lg border border-border bg-background p-2 text-sm shadow-xs',
        dragging && 'opacity-50',
      )}
    >
      {entry.imageUrl && (
        // Beside its title, which says what it is: nothing for a screen reader to add.
        <Photo
          src={entry.imageUrl}
          alt=""
          sizes="36px"
          draggable={false}
          className="mt-0.5 size-9 shrink-0 rounded-md bg-muted object-cover"
        />
      )}
      <div className="grid min-w-0 flex-1 gap-0.5">
        {entry.recipeId ? (
          <Link
            to={paths.recipe(entry.recipeId)}
            data-focus="title"
            aria-describedby={MOVE_HINT_ID}
            className="line-clamp-3 break-words rounded font-medium hover:underline"
          >
            {entry.title}
          </Link>
        ) : (
          <span className="line-clamp-3 break-words font-medium">{entry.title}</span>
        )}
        {entry.servings !== null && (
          <span className="text-muted-foreground text-xs">
            {t('servings', { count: entry.servings })}
          </span>
        )}
        {entry.note && (
          <span className="line-clamp-2 break-words text-muted-foreground text-xs italic">
            {entry.note}
          </span>
        )}
      </div>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            className="size-7 shrink-0"
            data-focus="menu"
            aria-label={options}
            aria-describedby={MOVE_HINT_ID}
            aria-keyshortcuts="Alt+ArrowLeft Alt+ArrowRight Alt+ArrowUp Alt+ArrowDown"
          >
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent aria-label={options}>
          <DropdownMenuItem onSelect={onMoveTo}>
            <ArrowRightLeft aria-hidden="true" />
            {t('moveTo')}
          </DropdownMenuItem>
          <DropdownMenuItem className="text-destructive" onSelect={onDelete}>
            <Trash2 aria-hidden="true" />
            {t('delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
