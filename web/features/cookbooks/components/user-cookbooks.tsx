import type { Cookbook } from '@contracts/cookbooks';
import { useT } from '@/lib/i18n/texts';
import { useUserCookbooks } from '../api/cookbook-queries';
import { COOKBOOK_GRID_CLASS, CookbookCard } from './cookbook-card';

/**
 * A cook's public cookbooks on their profile. Nothing at all while loading, on failure or when
 * there are none: the section is extra to the profile, which reads well without it.
 */
export function UserCookbooks({ userId, enabled = true }: { userId: string; enabled?: boolean }) {
  const cookbooks = useUserCookbooks(userId, enabled);
  if (!cookbooks.data?.length) return null;
  return <CookbooksSection cookbooks={cookbooks.data} />;
}

/** Drawn only with cookbooks to show: a profile without any does not wait for these texts. */
function CookbooksSection({ cookbooks }: { cookbooks: Cookbook[] }) {
  const t = useT('cookbooks');
  return (
    <section aria-labelledby="user-cookbooks-heading" className="space-y-4">
      <h2 id="user-cookbooks-heading" className="font-bold font-serif text-2xl">
        {t('cookbooks')}
      </h2>
      <ul className={COOKBOOK_GRID_CLASS}>
        {cookbooks.map((cookbook) => (
          <li key={cookbook.id}>
            <CookbookCard cookbook={cookbook} titleAs="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
