import { RECENT_SIGN_IN_MINUTES } from '@contracts/account-security';
import type { AppConfig } from '@contracts/app-config';
import type { CurrentUser } from '@contracts/user';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { asApiError } from '@/lib/api';
import { Message } from '@/lib/i18n/message';
import { useT } from '@/lib/i18n/texts';
import { type DeletionProof, useDeleteAccount } from '../../api/account-security';
import { usePasskeys } from '../../api/passkeys';
import { canMakePasskeys } from '../../lib/passkey-ceremony';

type Account = Pick<CurrentUser, 'email' | 'displayName'>;
type Accounts = AppConfig['accounts'];

const CONFIRM_ID = 'delete-account-confirm';
const PASSWORD_ID = 'delete-account-password';

/**
 * Whether `typed` names the account: its email in any case, or its display name as written;
 * spaces around either are ignored. A slip of the hand cannot delete an account.
 */
export function confirmsAccount(typed: string, { email, displayName }: Account): boolean {
  const text = typed.trim();
  if (!text) return false;
  const byEmail = Boolean(email?.trim()) && text.toLowerCase() === email?.trim().toLowerCase();
  return byEmail || (Boolean(displayName?.trim()) && text === displayName?.trim());
}

/**
 * "Delete Account…" and its dialog. `accounts` unknown (the server's settings still loading): the
 * button waits, as it cannot yet tell whether to ask for a password.
 */
export function DeleteAccountDialog({
  account,
  accounts,
}: {
  account: Account;
  accounts: Accounts | undefined;
}) {
  const t = useT('account');
  const [open, setOpen] = useState(false);
  // Here, not in the form: the dialog cannot be closed while the deletion is sent. After the
  // answer the page is being left: it stays as it is ("Deleting...") until the new one loads.
  const deletion = useDeleteAccount();
  const busy = deletion.isPending || deletion.isSuccess;
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button type="button" variant="destructive" disabled={!accounts}>
          {t('deleteAccountMenu')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('deleteConfirmTitle')}</DialogTitle>
          <DialogDescription>{t('deleteConfirmText')}</DialogDescription>
        </DialogHeader>
        {/* Mounted with the dialog: each opening starts with empty fields. */}
        {accounts && (
          <DeleteAccountForm
            account={account}
            accounts={accounts}
            deletion={deletion}
            busy={busy}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DeleteAccountForm({
  account,
  accounts,
  deletion,
  busy,
}: {
  account: Account;
  accounts: Accounts;
  deletion: ReturnType<typeof useDeleteAccount>;
  busy: boolean;
}) {
  const t = useT('account');
  const form = useForm({ defaultValues: { confirmation: '', password: '' } });
  const confirmed = confirmsAccount(form.watch('confirmation'), account);
  const passwordError = form.formState.errors.password?.message;
  const [problem, setProblem] = useState<string | null>(null);
  // Neither to type: the cook is told where to get one rather than left at a button that waits.
  const nameless = !account.email?.trim() && !account.displayName?.trim();
  const confirmHint = nameless ? t('deleteNameless') : undefined;

  const failed = (error: unknown) => {
    const failure = asApiError(error);
    const issue = failure?.issues.find((found) => found.path === 'body.password');
    // Focused, so that it can be typed again; the rest of the form stays as it was.
    if (issue && accounts === 'local') {
      form.setError('password', { type: 'server', message: issue.message }, { shouldFocus: true });
    } else if (error instanceof DOMException) {
      setProblem(t('noPasskey'));
    } else {
      setProblem(failure?.serverMessage ?? t('deleteFailed'));
    }
  };
  const prove = (proof: DeletionProof) => {
    setProblem(null);
    deletion.mutate(proof, { onError: failed });
  };
  const submit = form.handleSubmit(({ password }) => {
    // Enter in a field does not press a disabled button, but a submit is a submit.
    if (confirmed) prove(accounts === 'local' ? { password } : {});
  });
  // A passkey of the account proves it as well as the password, where the browser can use one.
  const { data: passkeys = [] } = usePasskeys({ enabled: accounts === 'local' });
  const withPasskey = accounts === 'local' && passkeys.length > 0 && canMakePasskeys();

  return (
    <DialogForm onSubmit={(event) => void submit(event)}>
      <Field id={CONFIRM_ID} label={t('deleteConfirmLabel')} hint={confirmHint}>
        <Input
          {...fieldProps(CONFIRM_ID, { hint: confirmHint })}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
          readOnly={busy}
          {...form.register('confirmation')}
        />
      </Field>
      {accounts === 'local' ? (
        <Field id={PASSWORD_ID} label={t('password')} error={passwordError}>
          <Input
            type="password"
            {...fieldProps(PASSWORD_ID, { error: passwordError })}
            autoComplete="current-password"
            aria-required="true"
            readOnly={busy}
            {...form.register('password', { required: t('passwordRequired') })}
          />
        </Field>
      ) : (
        <p className="text-muted-foreground text-sm">
          {t('signInAgain', { minutes: RECENT_SIGN_IN_MINUTES })}
        </p>
      )}
      {withPasskey && (
        <Button
          type="button"
          variant="outline"
          disabled={!confirmed || busy}
          onClick={() => prove({ passkey: true })}
        >
          {t('usePasskey')}
        </Button>
      )}
      {problem && (
        <p role="alert" className="font-medium text-destructive text-sm">
          <Message text={problem} />
        </p>
      )}
      <DialogFormFooter
        pending={busy}
        canSubmit={confirmed}
        submitLabel={t('deleteAccount')}
        pendingLabel={t('deleting')}
        submitVariant="destructive"
      />
    </DialogForm>
  );
}
