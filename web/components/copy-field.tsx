import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useBrowserValue } from '@/lib/browser';
import { useT } from '@/lib/i18n/texts';

const hasClipboard = () => Boolean(navigator.clipboard);

/**
 * A link to hand on: read-only, selected whole on focus so it can be copied by hand, and a Copy
 * button where the browser offers a clipboard (not in the server's first render, nor on plain
 * http pages).
 */
export function CopyField({
  id,
  label,
  copyLabel,
  value,
  copiedText,
  hint,
}: {
  id: string;
  label: string;
  /** The Copy button's name, e.g. 'Copy invitation link'. */
  copyLabel: string;
  value: string;
  /** The toast's line once copied, e.g. 'The invitation link is on the clipboard.' */
  copiedText: string;
  hint?: string;
}) {
  const t = useT('shared');
  const canCopy = useBrowserValue(hasClipboard, false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: t('linkCopied'), description: copiedText });
    } catch {
      toast({ title: t('error'), description: t('copyFailed'), variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={value}
          readOnly
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="bg-muted"
          onFocus={(event) => event.target.select()}
        />
        {canCopy && (
          <Button type="button" variant="outline" onClick={copy} aria-label={copyLabel}>
            <Copy aria-hidden="true" />
            <span className="hidden sm:inline">{t('copy')}</span>
          </Button>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
    </div>
  );
}
