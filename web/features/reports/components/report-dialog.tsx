import { REPORT_DESCRIPTION_MAX, REPORT_REASONS, type ReportReason } from '@contracts/reports';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useT } from '@/lib/i18n/texts';
import { rateLimitToast } from '@/lib/rate-limit-toast';
import { REASON_TEXTS } from '@/lib/report-reasons';
import { type ReportTarget, useSubmitReport } from '../api/use-submit-report';

/** The reasons, in the contract's order, each with its text. */
const REASONS = (Object.keys(REPORT_REASONS) as ReportReason[]).map(
  (reason) => [reason, REASON_TEXTS[reason]] as const,
);

function isDuplicate(error: unknown): boolean {
  return error instanceof ApiError ? error.status === 409 : String(error).includes('409');
}

/**
 * The shared report dialog: a reason, optional details, Submit. Success closes it and clears the
 * choice; a failure keeps it open with what was entered.
 */
export function ReportDialog({
  target,
  heading,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  target: ReportTarget;
  heading: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes, e.g. the menu button that opened it. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const t = useT('reports');
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const report = useSubmitReport();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      toast({ title: t('reasonRequired'), description: t('reasonRequiredText') });
      return;
    }
    report.mutate(
      { target, reason, details },
      {
        onSuccess: () => {
          setReason('');
          setDetails('');
          onOpenChange(false);
          toast({
            title: t('submitted'),
            description: t('submittedText'),
          });
        },
        onError: (error) =>
          toast(
            rateLimitToast(error) ??
              (isDuplicate(error)
                ? {
                    title: t('alreadyReported'),
                    description: t('alreadyReportedText'),
                    variant: 'destructive',
                  }
                : {
                    title: t('failed'),
                    description: t('failedText'),
                    variant: 'destructive',
                  }),
          ),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !report.isPending && onOpenChange(next)}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{heading}</DialogTitle>
          <DialogDescription>{t('why', { title: target.title })}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-5">
          <fieldset className="m-0 grid gap-3 border-0 p-0">
            <legend className="mb-3 font-medium text-sm text-foreground">{t('reason')}</legend>
            <RadioGroup
              value={reason}
              onValueChange={(value) => setReason(value as ReportReason)}
              aria-label={t('reason')}
              disabled={report.isPending}
            >
              {REASONS.map(([value, label]) => (
                <div key={value} className="flex items-center gap-3">
                  <RadioGroupItem value={value} id={`${id}-${value}`} />
                  <Label htmlFor={`${id}-${value}`} className="cursor-pointer font-normal">
                    {t(label)}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-details`}>{t('details')}</Label>
            <Textarea
              id={`${id}-details`}
              value={details}
              maxLength={REPORT_DESCRIPTION_MAX}
              onChange={(event) => setDetails(event.target.value)}
              placeholder={t('detailsPlaceholder')}
              aria-describedby={`${id}-count`}
              disabled={report.isPending}
            />
            <p id={`${id}-count`} className="text-right text-muted-foreground text-xs">
              {t('characters', { count: details.length, max: REPORT_DESCRIPTION_MAX })}
            </p>
          </div>
          <DialogFormFooter
            pending={report.isPending}
            canSubmit={Boolean(reason)}
            submitLabel={t('submit')}
            pendingLabel={t('submitting')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
