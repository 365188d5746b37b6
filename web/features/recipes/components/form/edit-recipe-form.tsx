import type { Recipe } from '@contracts/recipes';
import { paths } from '@contracts/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { BookOpen, ListChecks, ListOrdered, SlidersHorizontal, Tags } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n/texts';
import { useUpdateRecipe } from '../../api/recipe-mutations';
import {
  editMessages,
  type RecipeFormValues,
  recipeFormSchema,
  recipeToFormValues,
} from '../../lib/recipe-form';
import { recipeFormData } from '../../lib/recipe-form-data';
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

/** The Edit Recipe form, filled from the stored recipe. */
export function EditRecipeForm({ recipe }: { recipe: Recipe }) {
  const t = useT('recipe');
  const navigate = useNavigate();
  // The rules' messages in the page's language, as it is when the form checks.
  const messages = editMessages(t);
  const form = useForm<RecipeFormValues>({
    resolver: zodResolver(recipeFormSchema(t, messages)),
    defaultValues: recipeToFormValues(recipe),
  });
  const photo = usePhotoChoice();
  const [removeImage, setRemoveImage] = useState(false);
  const update = useUpdateRecipe(recipe.id);
  const saving = update.isPending;

  const onValid = (values: RecipeFormValues) =>
    update.mutate(recipeFormData(values, messages, { image: photo.file, removeImage }), {
      onSuccess: () => {
        toast({ title: t('updatedTitle'), description: t('updatedText') });
        navigate(paths.recipes);
      },
      onError: (error) => {
        showServerIssues(error, form.setError);
        toast({
          title: t('error'),
          description: t('updateFailed'),
          variant: 'destructive',
        });
      },
    });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t('editFormLabel')}
        className="grid gap-6"
        onSubmit={form.handleSubmit(onValid, (errors) =>
          toastMissingLists(errors, messages, {
            ingredients: t('missingIngredients'),
            instructions: t('missingInstructions'),
          }),
        )}
      >
        <FormSection id="basic" title={t('sectionBasic')} icon={BookOpen}>
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
        <FormSection id="details" title={t('sectionDetails')} icon={SlidersHorizontal}>
          <DetailsFields />
        </FormSection>
        <FormSection id="organise" title={t('sectionOrganise')} icon={Tags}>
          <OrganiseFields />
        </FormSection>
        <FormSection id="ingredients" title={t('ingredients')} icon={ListChecks}>
          <IngredientRowsField />
        </FormSection>
        <FormSection id="instructions" title={t('instructions')} icon={ListOrdered}>
          <InstructionStepsField />
        </FormSection>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button asChild variant="outline" size="lg">
            <Link to={paths.recipe(recipe.id)}>{t('cancel')}</Link>
          </Button>
          <Button type="submit" size="lg" disabled={saving}>
            {saving ? t('updating') : t('updateRecipe')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
