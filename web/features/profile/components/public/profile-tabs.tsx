import type { RecipeCard } from '@contracts/recipes';
import { BookOpen, Megaphone } from 'lucide-react';
import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/texts';
import { ProfileRecipeCard } from './profile-recipe-card';
import { RecipeGridSkeleton } from './profile-skeleton';
import { RecentPosts } from './recent-posts';

const TAB_CLASS =
  'inline-flex items-center gap-2 rounded-lg px-4 py-2 font-medium text-sm text-muted-foreground transition-colors hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-primary-strong data-[state=active]:shadow-sm';

function Empty({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-2xl border border-input border-dashed bg-card/60 px-6 py-14 text-center">
      <h3 className="font-semibold font-serif text-xl">{title}</h3>
      <p className="mt-2 text-muted-foreground">{text}</p>
    </div>
  );
}

/**
 * Tabs 'Recipes' (Featured Recipes + Recent Posts) and 'Announcements' (all posts). Posts are
 * rendered by the route (`renderPost`, the community's post card); `moreRecipes` ends the
 * Featured Recipes grid and `morePosts` the Announcements list (e.g. their pagers).
 */
export function ProfileTabs<P extends { id: number }>({
  recipes,
  posts,
  renderPost,
  moreRecipes,
  morePosts,
  recipeMenu,
}: {
  recipes: RecipeCard[] | undefined;
  posts: P[] | undefined;
  renderPost: (post: P, options: { compact: boolean }) => ReactNode;
  moreRecipes?: ReactNode;
  morePosts?: ReactNode;
  /** The menu of a recipe card, e.g. 'Report Recipe' for a signed-in non-owner. */
  recipeMenu?: (recipe: RecipeCard) => ReactNode;
}) {
  const t = useT('profile');
  return (
    <Tabs.Root defaultValue="recipes" className="space-y-6">
      <Tabs.List aria-label={t('sections')} className="inline-flex gap-1 rounded-xl bg-muted p-1">
        <Tabs.Trigger value="recipes" className={TAB_CLASS}>
          <BookOpen className="size-4" aria-hidden="true" />
          {t('recipes')}
        </Tabs.Trigger>
        <Tabs.Trigger value="announcements" className={TAB_CLASS}>
          <Megaphone className="size-4" aria-hidden="true" />
          {t('announcements')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="recipes" className="grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="featured-heading" className="space-y-4 lg:col-span-2">
          <h2 id="featured-heading" className="font-bold font-serif text-2xl">
            {t('featuredRecipes')}
          </h2>
          {!recipes ? (
            <RecipeGridSkeleton count={2} />
          ) : recipes.length === 0 ? (
            <Empty title={t('noRecipesTitle')} text={t('noRecipesText')} />
          ) : (
            <>
              <ul className="grid gap-6 sm:grid-cols-2">
                {recipes.map((recipe, index) => (
                  <li key={recipe.id}>
                    <ProfileRecipeCard
                      recipe={recipe}
                      menu={recipeMenu?.(recipe)}
                      priority={index === 0}
                    />
                  </li>
                ))}
              </ul>
              {moreRecipes}
            </>
          )}
        </section>
        <RecentPosts posts={posts} renderPost={(post) => renderPost(post, { compact: true })} />
      </Tabs.Content>
      <Tabs.Content value="announcements" className="space-y-4">
        <h2 className="font-bold font-serif text-2xl">{t('announcements')}</h2>
        {!posts ? (
          <RecipeGridSkeleton count={1} />
        ) : posts.length === 0 ? (
          <Empty title={t('noAnnouncementsTitle')} text={t('noAnnouncementsText')} />
        ) : (
          <>
            <ul className="grid max-w-3xl gap-4">
              {posts.map((post) => (
                <li key={post.id}>{renderPost(post, { compact: false })}</li>
              ))}
            </ul>
            {morePosts && <div className="max-w-3xl">{morePosts}</div>}
          </>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
