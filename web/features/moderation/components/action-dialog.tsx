import {
  MODERATION_REASON_MAX,
  type ModerationAction,
  moderationActionSchema,
  type ReportedItem,
} from '@contracts/moderation';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { FieldError, fieldProps } from '@/components/field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogForm,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { Message } from '@/lib/i18n/message';
import { useT } from '@/lib/i18n/texts';
import { useModerationAction } from '../api/moderation-mutations';
import { actionInput, actionWords, type SuspensionLength } from '../lib/item-actions';
import { SuspensionLengthField } from './suspension-length-field';

/** Where the server's 400 names the reason (contracts/errors.ts). */
const REASON_PATH = 'body.reason';

/**
 * One action on a reported item, confirmed with a reason for the log (required, at most 500
 * characters, counted as typed), and for a suspension how long it lasts. Success closes it with a
 * toast; a refusal keeps it open with the server's words, at the reason when they are about it.
 * Mounted while open.
 */
export function ActionDialog({
  action,
  item,
  onClose,
  returnFocusTo,
}: {
  action: ModerationAction;
  item: ReportedItem;
  onClose: () => void;
  /** The button that opened it: the focus goes back there, if it is still on the page. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const t = useT('moderation');
  const id = useId();
  const words = actionWords(t, action, item);
  const [reason, setReason] = useState('');
  const [length, setLength] = useState<SuspensionLength>(1);
  const [reasonError, setReasonError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const mutation = useModerationAction();
  const reasonId = `${id}-reason`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const checked = moderationActionSchema.safeParse(actionInput(action, item, reason, length));
    if (!checked.success) {
      const issue = checked.error.issues.find(({ path }) => path[0] === 'reason');
      setReasonError(issue?.message);
      if (!issue) setFailure(checked.error.issues[0]?.message);
      return;
    }
    setReasonError(undefined);
    mutation.mutate(checked.data, {
      onSuccess: () => {
        toast({ title: words.done });
        onClose();
      },
      onError: (error) => {
        const answer = asApiError(error);
        const onReason = answer?.issues.find(({ path }) => path === REASON_PATH);
        if (onReason) {
          setReasonError(onReason.message);
          return;
        }
        setFailure(answer?.serverMessage ?? t('actionFailed'));
      },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !mutation.isPending && onClose()}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          // Acting may take the item off the list, and its buttons with it.
          const trigger = returnFocusTo.current;
          if (!trigger?.isConnected) return;
          event.preventDefault();
          trigger.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>{words.description}</DialogDescription>
        </DialogHeader>
        <DialogForm aria-label={words.title} onSubmit={submit}>
          {action === 'suspend' && (
            <SuspensionLengthField
              value={length}
              onChange={setLength}
              disabled={mutation.isPending}
            />
          )}
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>
              {t('reason')}
              <span className="ml-0.5 text-destructive" aria-hidden="true">
                *
              </span>
            </Label>
            <Textarea
              {...fieldProps(reasonId, { error: reasonError })}
              aria-describedby={[`${reasonId}-count`, reasonError && `${reasonId}-error`]
                .filter(Boolean)
                .join(' ')}
              required
              value={reason}
              maxLength={MODERATION_REASON_MAX}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(undefined);
              }}
              placeholder={t('reasonPlaceholder')}
              disabled={mutation.isPending}
            />
            <p id={`${reasonId}-count`} className="text-right text-muted-foreground text-xs">
              {t('characters', { count: reason.length, max: MODERATION_REASON_MAX })}
            </p>
            <FieldError id={`${reasonId}-error`} message={reasonError} />
          </div>
          {failure && (
            <p
              role="alert"
              className="rounded-lg bg-destructive-soft px-4 py-3 text-destructive text-sm"
            >
              <Message text={failure} />
            </p>
          )}
          <DialogFormFooter
            pending={mutation.isPending}
            submitLabel={words.confirm}
            pendingLabel={words.pending}
            submitVariant={words.destructive ? 'destructive' : 'default'}
          />
        </DialogForm>
      </DialogContent>
    </Dialog>
  );
}
