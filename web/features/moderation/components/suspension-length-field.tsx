import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useT } from '@/lib/i18n/texts';
import type { SuspensionLength } from '../lib/item-actions';

const LENGTHS: readonly SuspensionLength[] = [1, 7, 'lifted'];

/** How long a suspension lasts: a day, a week, or until a moderator lifts it. */
export function SuspensionLengthField({
  value,
  onChange,
  disabled,
}: {
  value: SuspensionLength;
  onChange: (value: SuspensionLength) => void;
  disabled: boolean;
}) {
  const t = useT('moderation');
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('suspendFor')}</Label>
      <Select
        id={id}
        value={String(value)}
        disabled={disabled}
        onChange={(event) =>
          onChange(LENGTHS.find((length) => String(length) === event.target.value) ?? 'lifted')
        }
      >
        {LENGTHS.map((length) => (
          <option key={length} value={String(length)}>
            {length === 'lifted' ? t('untilLifted') : t('days', { count: length })}
          </option>
        ))}
      </Select>
    </div>
  );
}
