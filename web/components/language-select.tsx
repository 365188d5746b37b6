import { languageName } from '@contracts/languages';
import { useId } from 'react';
import { supportedLanguages } from '@/lib/i18n/language';
import { useT } from '@/lib/i18n/texts';
import { cn } from '@/lib/utils';

/**
 * The list of languages, each named in itself, as a native select: small enough for the landing
 * page's first download, and every platform's own picker on a phone. `automatic` adds a first
 * choice that follows the browser (its value is the empty string).
 */
export function LanguageSelect({
  value,
  onChange,
  automatic,
  disabled,
  className,
}: {
  value: string;
  onChange: (language: string) => void;
  automatic?: string;
  disabled?: boolean;
  className?: string;
}) {
  const t = useT('common');
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-muted-foreground text-sm">
        {t('language')}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:border-ring focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50"
      >
        {automatic !== undefined && <option value="">{automatic}</option>}
        {supportedLanguages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageName(language)}
          </option>
        ))}
      </select>
    </div>
  );
}
