import { Card } from '@/components/ui/card';

/** The ingredient bullet list (SPEC §2). */
export function IngredientsCard({ ingredients }: { ingredients: readonly string[] }) {
  return (
    <Card className="p-5">
      <section aria-labelledby="ingredients-heading">
        <h2 id="ingredients-heading" className="font-semibold font-serif text-xl">
          Ingredients
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 marker:text-primary">
          {ingredients.map((ingredient, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same ingredient may appear twice
            <li key={index}>{ingredient}</li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
