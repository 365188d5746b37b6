import {
  COOKBOOK_LIMITS,
  type Cookbook,
  type CookbookInput,
  cookbookInputSchema,
} from '@contracts/cookbooks';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field, fieldProps } from '@/components/field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { SwitchField } from '@/components/ui/switch-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useT } from '@/lib/i18n/texts';
import { rateLimitToast } from '@/lib/rate-limit-toast';
import { useCreateCookbook, useUpdateCookbook } from '../api/cookbook-mutations';

type Output = z.output<typeof cookbookInputSchema>;

/**
 * The "New cookbook" dialog, or with `cookbook` the one that edits it: name, description and
 * whether anyone may read it. `onSaved` gets the cookbook as the server now has it.
 */
export function CookbookFormDialog({
  open,
  onOpenChange,
  cookbook,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cookbook?: Cookbook;
  onSaved?: (cookbook: Cookbook) => void;
}) {
  const t = useT('cookbooks');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{cookbook ? t('editCookbook') : t('newCookbook')}</DialogTitle>
          <DialogDescription>{t('formIntro')}</DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog: each opening starts from the cookbook as it is now. */}
        <CookbookForm
          cookbook={cookbook}
          onCancel={() => onOpenChange(false)}
          onSaved={(saved) => {
            onOpenChange(false);
            onSaved?.(saved);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function CookbookForm({
  cookbook,
  onCancel,
  onSaved,
}: {
  cookbook?: Cookbook;
  onCancel: () => void;
  onSaved: (cookbook: Cookbook) => void;
}) {
  const t = useT('cookbooks');
  const form = useForm<CookbookInput, unknown, Output>({
    resolver: zodResolver(cookbookInputSchema),
    defaultValues: {
      name: cookbook?.name ?? '',
      description: cookbook?.description ?? '',
      isPublic: cookbook?.isPublic ?? false,
    },
  });
  const { errors } = form.formState;
  const create = useCreateCookbook();
  const update = useUpdateCookbook(cookbook?.id ?? 0);
  const saving = create.isPending || update.isPending;

  const onValid = (values: Output) => {
    const save = cookbook ? update : create;
    save.mutate(values, {
      onSuccess: (saved) => {
        toast({
          title: cookbook ? t('saved') : t('created'),
          description: t('ready', { name: saved.name }),
        });
        onSaved(saved);
      },
      onError: (error) => {
        const refused = asApiError(error);
        for (const issue of refused?.issues ?? []) {
          const field = issue.path.split('.')[0];
          if (field === 'name' || field === 'description' || field === 'isPublic') {
            form.setError(field, { type: 'server', message: issue.message });
          }
        }
        toast(
          rateLimitToast(error) ?? {
            title: t('error'),
            description: refused?.serverMessage ?? t('saveFailed'),
            variant: 'destructive',
          },
        );
      },
    });
  };

  return (
    <form
      noValidate
      aria-label={cookbook ? t('editCookbook') : t('newCookbook')}
      className="grid gap-5"
      onSubmit={form.handleSubmit(onValid)}
    >
      <Field id="cookbook-name" label={t('name')} error={errors.name?.message}>
        <Input
          {...fieldProps('cookbook-name', { error: errors.name?.message })}
          maxLength={COOKBOOK_LIMITS.name}
          aria-required="true"
          readOnly={saving}
          {...form.register('name')}
        />
      </Field>
      <Field id="cookbook-description" label={t('description')} error={errors.description?.message}>
        <Textarea
          {...fieldProps('cookbook-description', { error: errors.description?.message })}
          rows={3}
          maxLength={COOKBOOK_LIMITS.description}
          readOnly={saving}
          {...form.register('description')}
        />
      </Field>
      <SwitchField
        control={form.control}
        name="isPublic"
        id="cookbook-public"
        label={t('public')}
        hint={t('publicHint')}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('saving') : cookbook ? t('save') : t('createCookbook')}
        </Button>
      </DialogFooter>
    </form>
  );
}
