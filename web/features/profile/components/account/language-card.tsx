import type { CurrentUser } from '@contracts/user';
import { currentUserSchema } from '@contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { LanguageSelect } from '@/components/language-select';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, readJson } from '@/lib/api';
import { currentUserQuery } from '@/lib/current-user';
import { browserLanguage, switchLanguage } from '@/lib/i18n/language';
import { useT } from '@/lib/i18n/texts';
import { SettingsCard } from './settings-card';

/**
 * Language: kept on the account, so every device the cook signs in on speaks it; "as my
 * browser" follows each browser's own languages. The screen changes at once, without a reload.
 */
export function LanguageCard({ user }: { user: CurrentUser }) {
  const t = useT('account');
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (language: string | null) =>
      currentUserSchema.parse(
        await readJson(await apiRequest('PUT', '/api/auth/language', { language })),
      ),
    onSuccess: async (saved) => {
      queryClient.setQueryData(currentUserQuery.queryKey, saved);
      await switchLanguage(saved.language ?? browserLanguage());
    },
    onError: () => toast({ title: t('languageFailed'), variant: 'destructive' }),
  });
  return (
    <SettingsCard icon={Languages} title={t('languageTitle')} description={t('languageHint')}>
      <LanguageSelect
        value={save.isPending ? (save.variables ?? '') : (user.language ?? '')}
        automatic={t('languageAutomatic')}
        disabled={save.isPending}
        onChange={(language) => save.mutate(language || null)}
      />
    </SettingsCard>
  );
}
