import { useUserCookbooks } from '../api/cookbook-queries';
import { COOKBOOK_GRID_CLASS, CookbookCard } from './cookbook-card';

/**
 * A cook's public cookbooks on their profile. Nothing at all while loading, on failure or when
 * there are none: the section is extra to the profile, which reads well without it.
 */
export function UserCookbooks({ userId, enabled = true }: { userId: string; enabled?: boolean }) {
  const cookbooks = useUserCookbooks(userId, enabled);
  if (!cookbooks.data?.length) return null;
  return (
    <section aria-labelledby="user-cookbooks-heading" className="space-y-4">
      <h2 id="user-cookbooks-heading" className="font-bold font-serif text-2xl">
        Cookbooks
      </h2>
      <ul className={COOKBOOK_GRID_CLASS}>
        {cookbooks.data.map((cookbook) => (
          <li key={cookbook.id}>
            <CookbookCard cookbook={cookbook} titleAs="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
