import type { Recipe } from '@contracts/recipes';

/** The title lower-cased, every non-alphanumeric character an '_', then '_recipe.txt'. */
export function recipeFileName(title: string): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, '_')}_recipe.txt`;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The saved text lists the title, description, servings, prep time, cook time, difficulty, the
 * ingredients and the numbered instructions; a missing value reads 'N/A'.
 */
export function recipeText(recipe: Recipe): string {
  const lines = [recipe.title, ''];
  if (recipe.description?.trim()) lines.push(recipe.description.trim(), '');
  lines.push(
    `Servings: ${recipe.servings ?? 'N/A'}`,
    `Prep Time: ${recipe.prepTime || 'N/A'}`,
    `Cook Time: ${recipe.cookTime || 'N/A'}`,
    `Difficulty: ${recipe.difficulty ? capitalize(recipe.difficulty) : 'N/A'}`,
    '',
    'Ingredients:',
    ...recipe.ingredients.map((ingredient) => `- ${ingredient}`),
    '',
    'Instructions:',
    ...recipe.instructions.map((step, index) => `${index + 1}. ${step}`),
  );
  return `${lines.join('\n')}\n`;
}

/** Saves text as a file through a temporary object URL and <a download>. */
export function downloadTextFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
