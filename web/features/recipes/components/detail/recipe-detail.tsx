import type { Recipe } from '@contracts/recipes';
import { paths } from '@contracts/routes';
import { ArrowLeft, FileDown, Pencil, Printer, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Photo } from '@/components/photo';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { WithheldNotice } from '@/components/withheld-notice';
import { useT } from '@/lib/i18n/texts';
import { downloadTextFile, recipeFileName, recipeText } from '../../lib/recipe-text';
import { useRecipeScale } from '../../lib/use-recipe-scale';
import { useVoiceMode } from '../../lib/use-voice-mode';
import { useWakeLock } from '../../lib/use-wake-lock';
import { DeleteRecipeDialog } from '../delete-recipe-dialog';
import { CookingLog } from './cooking-log';
import { IngredientsCard } from './ingredients-card';
import { InstructionsSection } from './instructions-section';
import { KeyboardControlsCard } from './keyboard-controls-card';
import { FavoriteButton, PrivateNotes, RatingControl } from './owner-controls';
import { RecipeInfoCard } from './recipe-info-card';
import { NutritionCard, RecipeSource, RecipeTags } from './recipe-organise';
import { VoiceControls } from './voice-controls';

/**
 * The recipe detail page: the recipe, read-aloud, Save as Text, and Edit/Delete for
 * the owner only (decision 011); its tags, source and nutrition, and for the owner alone the
 * favourite, rating, private notes and cooking log (decision 037). `menu` is the slot for the non-owner's 'Report Recipe' menu.
 */
export function RecipeDetail({
  recipe,
  isOwner,
  menu,
}: {
  recipe: Recipe;
  isOwner: boolean;
  menu?: ReactNode;
}) {
  const t = useT('recipe');
  const navigate = useNavigate();
  // Read aloud and saved as the cook scaled it (decision 030).
  const scale = useRecipeScale(recipe);
  const voice = useVoiceMode(scale.scaled, undefined, {
    readingStep: (step) => t('readingStep', { step }),
    complete: t('recipeComplete'),
    endOfInstructions: t('endOfInstructions'),
    spokenStep: (step, text) => t('spokenStep', { step, text }),
    spokenIngredients: (list) => t('spokenIngredients', { list }),
    spokenInstructions: t('spokenInstructions'),
  });
  // Hands-free cooking: the screen stays on while voice mode is.
  useWakeLock(voice.enabled);
  const [deleting, setDeleting] = useState(false);

  const saveAsText = () => {
    const fileName = recipeFileName(recipe.title);
    downloadTextFile(fileName, recipeText(scale.scaled));
    toast({ title: t('savedTitle'), description: t('savedText', { fileName }) });
  };

  return (
    <article className="mx-auto w-full max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-10">
      <title>{t('pageTitle', { title: recipe.title })}</title>
      <Link
        to={paths.recipes}
        className="inline-flex items-center gap-1.5 rounded-md font-medium text-primary text-sm hover:underline print:hidden"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('backToMyRecipes')}
      </Link>

      <header className="space-y-5">
        <div className="space-y-3">
          <h1 className="text-balance font-bold font-serif text-4xl sm:text-5xl">{recipe.title}</h1>
          {/* Its cook, their household and the moderators still open a withheld recipe. */}
          {recipe.withheld && (
            <WithheldNotice withheld={recipe.withheld} className="max-w-3xl print:hidden" />
          )}
          {recipe.description && (
            <p className="max-w-3xl whitespace-pre-line text-lg text-muted-foreground">
              {recipe.description}
            </p>
          )}
          <RecipeTags tags={recipe.tags} />
          <RecipeSource url={recipe.sourceUrl} />
          {isOwner && <RatingControl recipe={recipe} />}
        </div>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between print:hidden">
          <VoiceControls voice={voice} />
          <fieldset className="m-0 flex min-w-0 flex-wrap gap-2 border-0 p-0">
            <legend className="sr-only">{t('recipeActions')}</legend>
            <Button variant="outline" onClick={saveAsText}>
              <FileDown aria-hidden="true" />
              {t('saveAsText')}
            </Button>
            {/* The page's print styles (styles.css) leave the recipe alone on the sheet. */}
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              {t('print')}
            </Button>
            {isOwner && (
              <>
                <FavoriteButton recipe={recipe} />
                <Button asChild variant="outline">
                  <Link to={paths.edit(recipe.id)}>
                    <Pencil aria-hidden="true" />
                    {t('edit')}
                  </Link>
                </Button>
                <Button
                  variant="outline"
                  className="text-destructive hover:bg-destructive-soft"
                  onClick={() => setDeleting(true)}
                >
                  <Trash2 aria-hidden="true" />
                  {t('delete')}
                </Button>
              </>
            )}
            {menu}
          </fieldset>
        </div>
      </header>

      {recipe.image && (
        // The page's largest picture: fetched first, its box kept from its width and height.
        <Photo
          src={recipe.image}
          alt={recipe.title}
          sizes="(min-width: 1152px) 1104px, 100vw"
          priority
          className="max-h-[28rem] w-full rounded-3xl object-cover shadow-sm print:max-h-[6cm] print:w-auto print:rounded-lg"
        />
      )}

      {/* What to gather comes before what to do: first on a phone, and first to a keyboard or a
          screen reader; on a wide screen it is the column beside the steps. */}
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="space-y-6 lg:col-start-3 lg:row-start-1">
          <RecipeInfoCard recipe={scale.scaled} />
          <IngredientsCard scale={scale} />
          <NutritionCard nutrition={recipe.nutrition} />
          {/* Keyed by recipe: another recipe's page starts from its own saved notes. */}
          {isOwner && <PrivateNotes key={recipe.id} recipe={recipe} />}
          {isOwner && (
            <div className="print:hidden">
              <CookingLog key={recipe.id} recipe={recipe} />
            </div>
          )}
        </div>
        <div className="space-y-6 lg:col-span-2 lg:col-start-1 lg:row-start-1">
          {voice.enabled && (
            <div className="print:hidden">
              <KeyboardControlsCard currentStep={voice.currentStep} />
            </div>
          )}
          <InstructionsSection
            instructions={recipe.instructions}
            currentStep={voice.enabled ? voice.currentStep : 0}
            recipeTitle={recipe.title}
          />
        </div>
      </div>

      {isOwner && (
        <DeleteRecipeDialog
          recipe={deleting ? recipe : null}
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate(paths.recipes)}
        />
      )}
    </article>
  );
}
