import type { BlockedCook } from '@contracts/protection';
import { UserX } from 'lucide-react';
import { useRef } from 'react';
import { ListPager } from '@/components/list-pager';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useT } from '@/lib/i18n/texts';
import { personName } from '@/lib/person-name';
import { useBlockedCooks, useUnblockCook } from '../../api/blocked-cooks';
import { BlockedCookRow } from './blocked-cook-row';
import { ListState } from './list-state';
import { SettingsCard } from './settings-card';

/**
 * Blocked Cooks: everyone the account blocked, each with an Unblock. `onChange` tells the screen
 * that the community's lists hold other posts now (an unblocked cook's come back).
 */
export function BlockedCooksCard({ onChange }: { onChange?: () => void }) {
  const t = useT('account');
  const cookName = (cook: BlockedCook) => personName(cook, t('aCook'));
  const blocked = useBlockedCooks();
  const unblock = useUnblockCook();
  // An unblocked row leaves with the focus: the list takes it, as in Signed-in Devices.
  const list = useRef<HTMLUListElement>(null);

  const unblockCook = (cook: BlockedCook) =>
    unblock.mutate(cook.id, {
      onSuccess: () => {
        list.current?.focus();
        onChange?.();
        toast({ title: t('unblocked', { name: cookName(cook) }) });
      },
      onError: (error) =>
        toast({
          title: t('error'),
          description:
            asApiError(error)?.serverMessage ?? t('unblockFailed', { name: cookName(cook) }),
          variant: 'destructive',
        }),
    });

  return (
    <SettingsCard icon={UserX} title={t('blockedTitle')} description={t('blockedText')}>
      <ListState query={blocked} loading={t('blockedLoading')} failed={t('blockedFailed')}>
        {(data) => {
          const cooks = data.pages.flat();
          if (cooks.length === 0) {
            return <p className="text-muted-foreground text-sm">{t('noneBlocked')}</p>;
          }
          return (
            <div className="grid gap-3">
              <ul
                ref={list}
                tabIndex={-1}
                aria-label={t('blockedList')}
                className="divide-y divide-border rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {cooks.map((cook) => (
                  <BlockedCookRow
                    key={cook.id}
                    cook={cook}
                    name={cookName(cook)}
                    pending={unblock.isPending && unblock.variables === cook.id}
                    onUnblock={() => unblockCook(cook)}
                  />
                ))}
              </ul>
              {blocked.hasNextPage && (
                <ListPager
                  query={blocked}
                  shown={cooks.length}
                  text={{
                    more: t('loadMore'),
                    loading: t('loadingMore'),
                    failed: t('moreBlockedFailed'),
                  }}
                />
              )}
            </div>
          );
        }}
      </ListState>
    </SettingsCard>
  );
}
