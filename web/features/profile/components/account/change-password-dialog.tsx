import { type ChangePasswordForm, changePasswordFormSchema } from '@contracts/account-security';
import { PASSWORD_MIN } from '@contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type UseFormSetError, useForm } from 'react-hook-form';
import { Field, fieldProps } from '@/components/field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogForm,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { Message } from '@/lib/i18n/message';
import { type TextName, useT } from '@/lib/i18n/texts';
import { useChangePassword } from '../../api/account-security';

const FIELDS: {
  name: keyof ChangePasswordForm;
  id: string;
  label: TextName<'account'>;
  autoComplete: string;
  hint?: boolean;
}[] = [
  {
    name: 'currentPassword',
    id: 'change-password-current',
    label: 'currentPassword',
    autoComplete: 'current-password',
  },
  {
    name: 'newPassword',
    id: 'change-password-new',
    label: 'newPassword',
    autoComplete: 'new-password',
    hint: true,
  },
  {
    name: 'confirmPassword',
    id: 'change-password-confirm',
    label: 'confirmPassword',
    autoComplete: 'new-password',
  },
];

/** Security's "Change Password" button and its dialog (local accounts). */
export function ChangePasswordDialog() {
  const t = useT('account');
  const [open, setOpen] = useState(false);
  // Here, not in the form: the dialog stays open while the change is sent, or its answer (and the
  // toast) would be lost with the closed form.
  const change = useChangePassword();
  return (
    <Dialog open={open} onOpenChange={(next) => !change.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          {t('changePassword')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('changePassword')}</DialogTitle>
          <DialogDescription>{t('changePasswordText')}</DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog: each opening starts with empty fields. */}
        <PasswordForm
          change={change}
          onChanged={() => {
            setOpen(false);
            toast({ title: t('passwordChanged'), description: t('passwordChangedText') });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function PasswordForm({
  change,
  onChanged,
}: {
  change: ReturnType<typeof useChangePassword>;
  onChanged: () => void;
}) {
  const t = useT('account');
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(({ currentPassword, newPassword }) => {
    setProblem(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: onChanged,
        onError: (error) => setProblem(showServerIssues(error, form.setError, t('passwordFailed'))),
      },
    );
  });

  return (
    <DialogForm onSubmit={(event) => void submit(event)}>
      {FIELDS.map((field) => {
        const hint = field.hint ? t('passwordMin', { min: PASSWORD_MIN }) : undefined;
        const error = errors[field.name]?.message;
        return (
          <Field key={field.id} id={field.id} label={t(field.label)} hint={hint} error={error}>
            <Input
              type="password"
              {...fieldProps(field.id, { hint, error })}
              autoComplete={field.autoComplete}
              aria-required="true"
              readOnly={change.isPending}
              {...form.register(field.name)}
            />
          </Field>
        );
      })}
      {problem && (
        <p role="alert" className="font-medium text-destructive text-sm">
          <Message text={problem} />
        </p>
      )}
      <DialogFormFooter
        pending={change.isPending}
        submitLabel={t('changePassword')}
        pendingLabel={t('changing')}
      />
    </DialogForm>
  );
}

/**
 * Puts the server's 400 issues at the fields they name ("body.currentPassword"), the first one
 * focused so it can be typed again; returns what no field shows (a 429's "try again later"…, else
 * `failed`).
 */
function showServerIssues(
  error: unknown,
  setError: UseFormSetError<ChangePasswordForm>,
  failed: string,
) {
  const failure = asApiError(error);
  let shown = false;
  for (const issue of failure?.issues ?? []) {
    const field = issue.path.replace(/^body\./, '');
    if (field !== 'currentPassword' && field !== 'newPassword') continue;
    setError(field, { type: 'server', message: issue.message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown ? null : (failure?.serverMessage ?? failed);
}
