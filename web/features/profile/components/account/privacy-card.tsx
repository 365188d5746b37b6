import { paths } from '@contracts/routes';
import { Copy, Globe } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SwitchField } from '@/components/ui/switch-field';
import { toast } from '@/components/ui/use-toast';
import { useBrowserValue, useOrigin } from '@/lib/browser';
import type { AccountFormValues } from '../../lib/account-form';
import { SettingsCard } from './settings-card';

const hasClipboard = () => Boolean(navigator.clipboard);

/** Privacy Settings: the Public Profile switch and, when on, the shareable profile URL. */
export function PrivacyCard({ userId }: { userId: string }) {
  const { control, watch } = useFormContext<AccountFormValues>();
  const isPublic = watch('isPublic');
  const url = `${useOrigin()}${paths.user(userId)}`;
  const canCopy = useBrowserValue(hasClipboard, false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link Copied', description: 'Your profile link is on the clipboard.' });
    } catch {
      toast({ title: 'Error', description: 'Could not copy the link.', variant: 'destructive' });
    }
  };

  return (
    <SettingsCard icon={Globe} title="Privacy Settings">
      <SwitchField
        control={control}
        name="isPublic"
        id="account-public"
        label="Public Profile"
        hint="Let anyone see your profile and public recipes."
      />
      {isPublic && (
        <div className="grid gap-2">
          <Label htmlFor="account-profile-url">Your public profile URL</Label>
          <div className="flex gap-2">
            <Input
              id="account-profile-url"
              value={url}
              readOnly
              className="bg-muted"
              onFocus={(event) => event.target.select()}
            />
            {canCopy && (
              <Button type="button" variant="outline" onClick={copy} aria-label="Copy profile URL">
                <Copy aria-hidden="true" />
                <span className="hidden sm:inline">Copy</span>
              </Button>
            )}
          </div>
        </div>
      )}
    </SettingsCard>
  );
}
