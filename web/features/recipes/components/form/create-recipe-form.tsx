import { paths } from '@contracts/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { BookOpen, Camera, Copy, ListChecks, ListOrdered, Tags } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { asApiError } from '@/lib/api';
import { T } from '@/lib/i18n/text';
import { useT } from '@/lib/i18n/texts';
import { useCreateRecipe } from '../../api/recipe-mutations';
import type { RecipeDraft } from '../../lib/paste-recipe';
import {
  createMessages,
  draftToFormValues,
  emptyRecipeForm,
  type RecipeFormValues,
  recipeFormSchema,
} from '../../lib/recipe-form';
import { recipeFormData } from '../../lib/recipe-form-data';
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

/** The Create Recipe form. */
export function CreateRecipeForm() {
  const t = useT('recipe');
  const navigate = useNavigate();
  // The rules' messages in the page's language, as it is when the form checks.
  const messages = createMessages(t);
  const form = useForm<RecipeFormValues>({
    resolver: zodResolver(recipeFormSchema(t, messages)),
    defaultValues: emptyRecipeForm(),
  });
  const photo = usePhotoChoice();
  const create = useCreateRecipe();
  const saving = create.isPending;
  // The cook's recipe from the page just imported, when there is one: saving makes a second copy.
  const [sameSource, setSameSource] = useState<RecipeDraft['duplicateOf']>(null);

  const onValid = (values: RecipeFormValues) =>
    create.mutate(recipeFormData(values, messages, { image: photo.file }), {
      onSuccess: () => {
        toast({
          title: t('createdTitle'),
          description: t('createdText'),
        });
        navigate(paths.recipes);
      },
      onError: (error) => {
        showServerIssues(error, form.setError);
        toast({
          title: t('error'),
          description: asApiError(error)?.serverMessage ?? t('createFailed'),
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
      title: from === 'url' ? t('importedTitle') : t('filledTitle'),
      description: t('checkDetails'),
    });
  };

  return (
    <FormProvider {...form}>
      <RecipeSourcePanel onDraft={fill} />
      <form
        noValidate
        aria-label={t('createFormLabel')}
        className="grid gap-6"
        onSubmit={form.handleSubmit(onValid, (errors) =>
          toastMissingLists(errors, messages, {
            ingredients: t('error'),
            instructions: t('error'),
          }),
        )}
      >
        <FormSection id="basic" title={t('sectionBasic')} icon={BookOpen}>
          <div className="grid gap-5">
            <BasicFields />
            <DetailsFields />
            <PublicSwitchField />
          </div>
        </FormSection>
        <FormSection id="organise" title={t('sectionOrganise')} icon={Tags}>
          <OrganiseFields />
        </FormSection>
        <FormSection id="photo" title={t('sectionPhoto')} icon={Camera}>
          <PhotoPicker photo={photo} disabled={saving} />
        </FormSection>
        <FormSection id="ingredients" title={t('ingredients')} icon={ListChecks}>
          <IngredientRowsField />
        </FormSection>
        <FormSection id="instructions" title={t('instructions')} icon={ListOrdered}>
          <InstructionStepsField />
        </FormSection>
        {sameSource && (
          <div
            role="status"
            className="flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 text-sm dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            <Copy className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              <T
                ns="recipe"
                name="duplicateNotice"
                // The title as an element: drawn as it is, never read as markup.
                values={{ title: <>{sameSource.title}</> }}
                components={{
                  link: <Link className="font-medium underline" to={paths.recipe(sameSource.id)} />,
                }}
              />
            </p>
          </div>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button asChild variant="outline" size="lg">
            <Link to={paths.home}>{t('cancel')}</Link>
          </Button>
          <Button type="submit" size="lg" disabled={saving}>
            {saving ? t('saving') : t('saveRecipe')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
