import { Loader2, Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/**
 * A list's search box: a hidden label, a magnifier, and a spinner while the list is being read
 * again for what was typed. Typing is reported as it happens; the list debounces it.
 */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
  searching,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  searching: boolean;
}) {
  return (
    <>
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-faint"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className="pl-9"
          maxLength={200}
          autoComplete="off"
        />
        {searching && (
          <Loader2
            className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-primary"
            aria-hidden="true"
          />
        )}
      </div>
    </>
  );
}
