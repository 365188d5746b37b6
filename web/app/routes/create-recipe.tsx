import { CreateRecipeForm } from '@/features/recipes/components/form/create-recipe-form';

/** Create Recipe: /create. */
export function Component() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <title>Create New Recipe · Simmer</title>
      <header className="mb-8">
        <h1 className="font-bold font-serif text-3xl sm:text-4xl">Create New Recipe</h1>
        <p className="mt-2 text-muted-foreground">
          Fill in the details below. Only the title, one ingredient and one step are required.
        </p>
      </header>
      <CreateRecipeForm />
    </div>
  );
}
