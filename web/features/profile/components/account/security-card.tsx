import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SettingsCard } from './settings-card';

/** Security: the password is managed by the sign-in provider, not here. */
export function SecurityCard() {
  return (
    <SettingsCard icon={ShieldCheck} title="Security">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="grid gap-1">
          <p className="font-medium text-sm text-foreground">Password</p>
          <p className="text-sm text-muted-foreground">Managed Externally</p>
        </div>
        <Button type="button" variant="outline" disabled>
          Change Password
        </Button>
      </div>
    </SettingsCard>
  );
}
