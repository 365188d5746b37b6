import { paths } from '@contracts/routes';
import { Copy, Globe } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import type { AccountFormValues } from '../../lib/account-form';
import { SettingsCard } from './settings-card';

/** Privacy Settings: the Public Profile switch and, when on, the shareable profile URL. */
export function PrivacyCard({ userId }: { userId: string }) {
  const { control, watch } = useFormContext<AccountFormValues>();
  const isPublic = watch('isPublic');
  const url = `${window.location.origin}${paths.user(userId)}`;

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
      <div className="flex items-start justify-between gap-4 rounded-xl border border-stone-200 bg-stone-50 p-4">
        <div className="grid gap-1">
          <Label htmlFor="account-public">Public Profile</Label>
          <p id="account-public-hint" className="text-stone-500 text-xs">
            Let anyone see your profile and public recipes.
          </p>
        </div>
        <Controller
          control={control}
          name="isPublic"
          render={({ field }) => (
            <Switch
              id="account-public"
              aria-describedby="account-public-hint"
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </div>
      {isPublic && (
        <div className="grid gap-2">
          <Label htmlFor="account-profile-url">Your public profile URL</Label>
          <div className="flex gap-2">
            <Input
              id="account-profile-url"
              value={url}
              readOnly
              className="bg-stone-100"
              onFocus={(event) => event.target.select()}
            />
            {typeof navigator !== 'undefined' && navigator.clipboard && (
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
