import { SHOPPING_LIMITS, shoppingListInputSchema } from '@contracts/shopping-lists';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field, fieldProps } from '@/components/field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogForm,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useT } from '@/lib/i18n/texts';
import { rateLimitToast } from '@/lib/rate-limit-toast';

interface NameForm {
  name: string;
}

/**
 * Names a new list, or renames one (`current`): `save` sends the name and resolves once the
 * server has it; the dialog closes then, and stays open with the reason when it refused.
 */
export function ListNameDialog({
  open,
  onOpenChange,
  current,
  save,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current?: string;
  save: (name: string) => Promise<unknown>;
}) {
  const t = useT('shopping');
  const title = current === undefined ? t('newList') : t('renameList');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {current === undefined ? t('newListText') : t('renameListText', { name: current })}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog: each opening starts from the name as it is now. */}
        <NameForm label={title} current={current} save={save} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function NameForm({
  label,
  current,
  save,
  onSaved,
}: {
  label: string;
  current?: string;
  save: (name: string) => Promise<unknown>;
  onSaved: () => void;
}) {
  const t = useT('shopping');
  const form = useForm<NameForm>({
    resolver: zodResolver(shoppingListInputSchema),
    defaultValues: { name: current ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onValid = async ({ name }: NameForm) => {
    try {
      await save(name);
      onSaved();
    } catch (error) {
      const refused = asApiError(error);
      const issue = refused?.issues[0]?.message;
      if (issue) form.setError('name', { type: 'server', message: issue });
      toast(
        rateLimitToast(error) ?? {
          title: t('error'),
          description: refused
            ? (refused.serverMessage ?? t('listNotSaved'))
            : t('listNotSavedOffline'),
          variant: 'destructive',
        },
      );
    }
  };

  return (
    <DialogForm aria-label={label} onSubmit={form.handleSubmit(onValid)}>
      <Field id="list-name" label={t('name')} error={errors.name?.message}>
        <Input
          {...fieldProps('list-name', { error: errors.name?.message })}
          maxLength={SHOPPING_LIMITS.name}
          aria-required="true"
          autoComplete="off"
          readOnly={isSubmitting}
          {...form.register('name')}
        />
      </Field>
      <DialogFormFooter
        pending={isSubmitting}
        submitLabel={current === undefined ? t('createList') : t('save')}
        pendingLabel={t('saving')}
      />
    </DialogForm>
  );
}
