import { paths } from '@contracts/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { BookOpen, Camera, Copy, ListChecks, ListOrdered, Tags } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { useCreateRecipe } from '../../api/recipe-mutations';
import type { RecipeDraft } from '../../lib/paste-recipe';
import {
  CREATE_MESSAGES,
  draftToFormValues,
  emptyRecipeForm,
  type RecipeFormValues,
  recipeFormData,
  recipeFormSchema,
} from '../../lib/recipe-form';
import { BasicFields } from './basic-fields';
import { DetailsFields } from './details-fields';
import { FormSection } from './form-section';
import { showServerIssues, toastMissingLists } from './form-submit';
import { IngredientRowsField } from './ingredient-rows-field';
import { InstructionStepsField } from './instruction-steps-field';
import { OrganiseFields } from './organise-fields';
import { PhotoPicker } from './photo-picker';
import { PublicSwitchField } from './public-switch-field';
import { RecipeSourcePanel } from './recipe-source-panel';
import { usePhotoChoice } from './use-photo-choice';

const schema = recipeFormSchema(CREATE_MESSAGES);
const ERROR_TITLES = { ingredients: 'Error', instructions: 'Error' };

/** The Create Recipe form. */
export function CreateRecipeForm() {
  const navigate = useNavigate();
  const form = useForm<RecipeFormValues>({
    resolver: zodResolver(schema),
    defaultValues: emptyRecipeForm(),
  });
  const photo = usePhotoChoice();
  const create = useCreateRecipe();
  const saving = create.isPending;
  // The cook's recipe from the page just imported, when there is one: saving makes a second copy.
  const [sameSource, setSameSource] = useState<RecipeDraft['duplicateOf']>(null);

  const onValid = (values: RecipeFormValues) =>
    create.mutate(recipeFormData(values, CREATE_MESSAGES, { image: photo.file }), {
      onSuccess: () => {
        toast({
          title: 'Recipe Created!',
          description: 'Your recipe has been saved successfully.',
        });
        navigate(paths.recipes);
      },
      onError: (error) => {
        showServerIssues(error, form.setError);
        toast({
          title: 'Error',
          description: asApiError(error)?.serverMessage ?? 'Failed to create recipe',
          variant: 'destructive',
        });
      },
    });

  // A recipe read from a page or pasted text replaces what the form held: the cook asked for it,
  // and checks it before saving. Focus goes to the title, the first thing to check.
  const fill = (draft: RecipeDraft, picture: File | null, from: 'url' | 'text') => {
    form.reset(draftToFormValues(draft));
    setSameSource(draft.duplicateOf ?? null);
    if (picture) photo.choose(picture);
    // After the reset has been drawn: focusing before it lands on the old field.
    setTimeout(() => form.setFocus('title'));
    toast({
      title: from === 'url' ? 'Recipe imported' : 'Recipe filled in',
      description: 'Check the details below, then save.',
    });
  };

  return (
    <FormProvider {...form}>
      <RecipeSourcePanel onDraft={fill} />
      <form
        noValidate
        aria-label="Create recipe"
        className="grid gap-6"
        onSubmit={form.handleSubmit(onValid, (errors) =>
          toastMissingLists(errors, CREATE_MESSAGES, ERROR_TITLES),
        )}
      >
        <FormSection id="basic" title="Basic Information" icon={BookOpen}>
          <div className="grid gap-5">
            <BasicFields />
            <DetailsFields />
            <PublicSwitchField />
          </div>
        </FormSection>
        <FormSection id="organise" title="Tags and Source" icon={Tags}>
          <OrganiseFields />
        </FormSection>
        <FormSection id="photo" title="Recipe Photo" icon={Camera}>
          <PhotoPicker photo={photo} disabled={saving} />
        </FormSection>
        <FormSection id="ingredients" title="Ingredients" icon={ListChecks}>
          <IngredientRowsField />
        </FormSection>
        <FormSection id="instructions" title="Instructions" icon={ListOrdered}>
          <InstructionStepsField />
        </FormSection>
        {sameSource && (
          <div
            role="status"
            className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 text-sm dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            <Copy className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              You already have a recipe from this page:{' '}
              <Link className="font-medium underline" to={paths.recipe(sameSource.id)}>
                {sameSource.title}
              </Link>
              . Saving makes a second copy.
            </p>
          </div>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button asChild variant="outline" size="lg">
            <Link to={paths.home}>Cancel</Link>
          </Button>
          <Button type="submit" size="lg" disabled={saving}>
            {saving ? 'Saving...' : 'Save Recipe'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
