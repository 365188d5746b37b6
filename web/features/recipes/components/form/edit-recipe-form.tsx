import type { Recipe } from '@contracts/recipes';
import { paths } from '@contracts/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { BookOpen, ListChecks, ListOrdered, SlidersHorizontal, Tags } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useUpdateRecipe } from '../../api/recipe-mutations';
import {
  EDIT_MESSAGES,
  type RecipeFormValues,
  recipeFormData,
  recipeFormSchema,
  recipeToFormValues,
} from '../../lib/recipe-form';
import { BasicFields } from './basic-fields';
import { DetailsFields } from './details-fields';
import { FormSection } from './form-section';
import { showServerIssues, toastMissingLists } from './form-submit';
import { ImageField } from './image-field';
import { IngredientRowsField } from './ingredient-rows-field';
import { InstructionStepsField } from './instruction-steps-field';
import { OrganiseFields } from './organise-fields';
import { PublicSwitchField } from './public-switch-field';
import { usePhotoChoice } from './use-photo-choice';

const schema = recipeFormSchema(EDIT_MESSAGES);
const MISSING_TITLES = { ingredients: 'Missing Ingredients', instructions: 'Missing Instructions' };

/** The Edit Recipe form, filled from the stored recipe. */
export function EditRecipeForm({ recipe }: { recipe: Recipe }) {
  const navigate = useNavigate();
  const form = useForm<RecipeFormValues>({
    resolver: zodResolver(schema),
    defaultValues: recipeToFormValues(recipe),
  });
  const photo = usePhotoChoice();
  const [removeImage, setRemoveImage] = useState(false);
  const update = useUpdateRecipe(recipe.id);
  const saving = update.isPending;

  const onValid = (values: RecipeFormValues) =>
    update.mutate(recipeFormData(values, EDIT_MESSAGES, { image: photo.file, removeImage }), {
      onSuccess: () => {
        toast({ title: 'Recipe Updated', description: 'Your changes have been saved.' });
        navigate(paths.recipes);
      },
      onError: (error) => {
        showServerIssues(error, form.setError);
        toast({
          title: 'Error',
          description: 'Failed to update recipe. Please try again.',
          variant: 'destructive',
        });
      },
    });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="Edit recipe"
        className="grid gap-6"
        onSubmit={form.handleSubmit(onValid, (errors) =>
          toastMissingLists(errors, EDIT_MESSAGES, MISSING_TITLES),
        )}
      >
        <FormSection id="basic" title="Basic Information" icon={BookOpen}>
          <div className="grid gap-5">
            <BasicFields />
            <ImageField
              currentUrl={recipe.image}
              photo={photo}
              removed={removeImage}
              onRemovedChange={setRemoveImage}
            />
            <PublicSwitchField />
          </div>
        </FormSection>
        <FormSection id="details" title="Recipe Details" icon={SlidersHorizontal}>
          <DetailsFields />
        </FormSection>
        <FormSection id="organise" title="Tags and Source" icon={Tags}>
          <OrganiseFields />
        </FormSection>
        <FormSection id="ingredients" title="Ingredients" icon={ListChecks}>
          <IngredientRowsField />
        </FormSection>
        <FormSection id="instructions" title="Instructions" icon={ListOrdered}>
          <InstructionStepsField />
        </FormSection>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button asChild variant="outline" size="lg">
            <Link to={paths.recipe(recipe.id)}>Cancel</Link>
          </Button>
          <Button type="submit" size="lg" disabled={saving}>
            {saving ? 'Updating...' : 'Update Recipe'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
