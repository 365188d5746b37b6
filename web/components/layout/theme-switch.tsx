import type { ThemeChoice } from '@contracts/theme';
import { type LucideIcon, Monitor, Moon, Sun } from 'lucide-react';
import { type TextName, useT } from '@/lib/i18n/texts';
import { setThemeChoice, useThemeChoice } from '@/lib/theme';
import { cn } from '@/lib/utils';

const OPTIONS: readonly {
  value: ThemeChoice;
  label: TextName<'common'>;
  hint: TextName<'common'>;
  icon: LucideIcon;
}[] = [
  { value: 'system', label: 'themeSystem', hint: 'themeSystemHint', icon: Monitor },
  { value: 'light', label: 'themeLight', hint: 'themeLightHint', icon: Sun },
  { value: 'dark', label: 'themeDark', hint: 'themeDarkHint', icon: Moon },
];

/**
 * The device's theme: System, Light or Dark, remembered on this device (decision 020). A group
 * named "Theme" of three toggle buttons, the chosen one pressed: the same pattern as the
 * Community Feed's layout switch.
 */
export function ThemeSwitch({ className }: { className?: string }) {
  const t = useT('common');
  const choice = useThemeChoice();
  return (
    <fieldset
      className={cn('m-0 inline-flex rounded-lg border border-border bg-muted p-0.5', className)}
    >
      <legend className="sr-only">{t('theme')}</legend>
      {OPTIONS.map(({ value, label, hint, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-label={t(label)}
          title={t(hint)}
          aria-pressed={choice === value}
          onClick={() => setThemeChoice(value)}
          className={cn(
            'flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:text-foreground',
            choice === value && 'bg-card text-primary shadow-xs hover:text-primary',
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      ))}
    </fieldset>
  );
}
