import type { BlockedCook } from '@contracts/protection';
import { UserX } from 'lucide-react';
import { useRef } from 'react';
import { ListPager } from '@/components/list-pager';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { personName } from '@/lib/person-name';
import { useBlockedCooks, useUnblockCook } from '../../api/blocked-cooks';
import { BlockedCookRow } from './blocked-cook-row';
import { ListState } from './list-state';
import { SettingsCard } from './settings-card';

const PAGER_TEXT = {
  more: 'Load more',
  loading: 'Loading more...',
  failed: 'More blocked cooks could not be loaded. Please try again.',
};

const cookName = (cook: BlockedCook) => personName(cook, 'A cook');

/**
 * Blocked Cooks: everyone the account blocked, each with an Unblock. `onChange` tells the screen
 * that the community's lists hold other posts now (an unblocked cook's come back).
 */
export function BlockedCooksCard({ onChange }: { onChange?: () => void }) {
  const blocked = useBlockedCooks();
  const unblock = useUnblockCook();
  // An unblocked row leaves with the focus: the list takes it, as in Signed-in Devices.
  const list = useRef<HTMLUListElement>(null);

  const unblockCook = (cook: BlockedCook) =>
    unblock.mutate(cook.id, {
      onSuccess: () => {
        list.current?.focus();
        onChange?.();
        toast({ title: `Unblocked ${cookName(cook)}` });
      },
      onError: (error) =>
        toast({
          title: 'Error',
          description:
            asApiError(error)?.serverMessage ??
            `${cookName(cook)} could not be unblocked. Please try again.`,
          variant: 'destructive',
        }),
    });

  return (
    <SettingsCard
      icon={UserX}
      title="Blocked Cooks"
      description="Their posts and comments are hidden from you, and they cannot follow you or comment on your things."
    >
      <ListState query={blocked} what="blocked cooks">
        {(data) => {
          const cooks = data.pages.flat();
          if (cooks.length === 0) {
            return <p className="text-muted-foreground text-sm">You haven't blocked anyone.</p>;
          }
          return (
            <div className="grid gap-3">
              <ul
                ref={list}
                tabIndex={-1}
                aria-label="Blocked cooks"
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
                <ListPager query={blocked} shown={cooks.length} text={PAGER_TEXT} />
              )}
            </div>
          );
        }}
      </ListState>
    </SettingsCard>
  );
}
