import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { SuspensionLength } from '../lib/item-actions';

const LENGTHS: readonly { value: SuspensionLength; label: string }[] = [
  { value: 1, label: '1 day' },
  { value: 7, label: '7 days' },
  { value: 'lifted', label: 'Until lifted' },
];

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
  const id = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Suspend for</Label>
      <Select
        id={id}
        value={String(value)}
        disabled={disabled}
        onChange={(event) =>
          onChange(
            LENGTHS.find((length) => String(length.value) === event.target.value)?.value ??
              'lifted',
          )
        }
      >
        {LENGTHS.map((length) => (
          <option key={length.value} value={String(length.value)}>
            {length.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
