import { CreateRecipeForm } from '@/features/recipes/components/form/create-recipe-form';
import { useT } from '@/lib/i18n/texts';

/** Create Recipe: /create. */
export function Component() {
  const t = useT('recipe');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <title>{t('createPageTitle')}</title>
      <header className="mb-8">
        <h1 className="font-bold font-serif text-3xl sm:text-4xl">{t('createTitle')}</h1>
        <p className="mt-2 text-muted-foreground">{t('createIntro')}</p>
      </header>
      <CreateRecipeForm />
    </div>
  );
}
