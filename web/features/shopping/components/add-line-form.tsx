import { SHOPPING_LIMITS, shoppingLineTextSchema } from '@contracts/shopping-lists';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { FieldError } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/lib/i18n/texts';

/**
 * "Add an item": Enter adds the line as typed ("2 onions", "500 g flour"); the server reads the
 * amount and the aisle. The field stays focused and empties, ready for the next line.
 */
export function AddLineForm({ onAdd }: { onAdd: (text: string) => void }) {
  const t = useT('shopping');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  return (
    <form
      noValidate
      aria-label={t('addItem')}
      className="grid gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = shoppingLineTextSchema.safeParse(text);
        if (!checked.success) {
          setError(checked.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        setText('');
        onAdd(checked.data);
      }}
    >
      <Label htmlFor="add-item" className="sr-only">
        {t('addItem')}
      </Label>
      <div className="flex gap-2">
        <Input
          id="add-item"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('addItemPlaceholder')}
          maxLength={SHOPPING_LIMITS.text}
          autoComplete="off"
          enterKeyHint="done"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'add-item-error' : undefined}
          className="h-12 flex-1 text-base"
        />
        <Button type="submit" className="h-12">
          <Plus aria-hidden="true" />
          {t('add')}
        </Button>
      </div>
      <FieldError id="add-item-error" message={error} />
    </form>
  );
}
