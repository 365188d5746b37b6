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
import { useChangePassword } from '../../api/account-security';

const FAILED = 'Your password could not be changed. Please try again.';

const FIELDS = [
  {
    name: 'currentPassword',
    id: 'change-password-current',
    label: 'Current password',
    autoComplete: 'current-password',
  },
  {
    name: 'newPassword',
    id: 'change-password-new',
    label: 'New password',
    autoComplete: 'new-password',
    hint: `At least ${PASSWORD_MIN} characters.`,
  },
  {
    name: 'confirmPassword',
    id: 'change-password-confirm',
    label: 'Confirm new password',
    autoComplete: 'new-password',
  },
] as const;

/** Security's "Change Password" button and its dialog (local accounts). */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  // Here, not in the form: the dialog stays open while the change is sent, or its answer (and the
  // toast) would be lost with the closed form.
  const change = useChangePassword();
  return (
    <Dialog open={open} onOpenChange={(next) => !change.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          Change Password
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>
            Your other devices will be signed out. This one stays signed in.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog: each opening starts with empty fields. */}
        <PasswordForm
          change={change}
          onChanged={() => {
            setOpen(false);
            toast({
              title: 'Password Changed',
              description: 'Your other devices have been signed out.',
            });
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
        onError: (error) => setProblem(showServerIssues(error, form.setError)),
      },
    );
  });

  return (
    <DialogForm onSubmit={(event) => void submit(event)}>
      {FIELDS.map((field) => {
        const hint = 'hint' in field ? field.hint : undefined;
        const error = errors[field.name]?.message;
        return (
          <Field key={field.id} id={field.id} label={field.label} hint={hint} error={error}>
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
          {problem}
        </p>
      )}
      <DialogFormFooter
        pending={change.isPending}
        submitLabel="Change Password"
        pendingLabel="Changing..."
      />
    </DialogForm>
  );
}

/**
 * Puts the server's 400 issues at the fields they name ("body.currentPassword"), the first one
 * focused so it can be typed again; returns what no field shows (a 429's "try again later"…).
 */
function showServerIssues(error: unknown, setError: UseFormSetError<ChangePasswordForm>) {
  const failure = asApiError(error);
  let shown = false;
  for (const issue of failure?.issues ?? []) {
    const field = issue.path.replace(/^body\./, '');
    if (field !== 'currentPassword' && field !== 'newPassword') continue;
    setError(field, { type: 'server', message: issue.message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown ? null : (failure?.serverMessage ?? FAILED);
}
