import { type ReactNode, useId } from 'react';

/**
 * A labelled progress bar in a soft panel: the label and the percentage above the bar, anything
 * else (what has been sent, a cancel button) below. `valueText` is what a screen reader says.
 */
export function ProgressBar({
  label,
  percent,
  valueText,
  children,
}: {
  label: string;
  percent: number;
  valueText: string;
  children?: ReactNode;
}) {
  const labelId = useId();
  return (
    <div className="grid gap-2 rounded-xl border border-accent-border bg-accent/30 p-4">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-foreground">
          {label}
        </span>
        <span className="text-muted-foreground tabular-nums">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        className="h-2 overflow-hidden rounded-full bg-border"
      >
        <div
          className="h-full rounded-full bg-primary motion-safe:transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
      {children}
    </div>
  );
}
