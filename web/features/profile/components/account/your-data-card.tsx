import { paths } from '@contracts/routes';
import { Archive, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';
import { SettingsCard } from './settings-card';

/**
 * Your Data: everything the cook made, as one download, and `importer` (the recipes feature's
 * import, passed in by the route: features do not import each other).
 */
export function YourDataCard({ importer }: { importer: ReactNode }) {
  const t = useT('account');
  return (
    <SettingsCard icon={Archive} title={t('dataTitle')} description={t('dataText')}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="grid gap-1">
          <h3 className="font-medium text-foreground">{t('downloadData')}</h3>
          <p className="max-w-md text-muted-foreground text-sm">{t('downloadDataText')}</p>
        </div>
        <Button asChild variant="outline">
          {/* A plain download: the browser saves the zip as it streams in. */}
          <a href={paths.exportData} download>
            <Download aria-hidden="true" />
            {t('downloadData')}
          </a>
        </Button>
      </div>
      <hr className="border-border" />
      {importer}
    </SettingsCard>
  );
}
