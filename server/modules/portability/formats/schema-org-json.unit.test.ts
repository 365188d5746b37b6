import { describe, expect, it } from 'vitest';
import { nextcloudRecipeJson } from '../../../test/exports/json-apps.js';
import { schemaOrgJsonRecipe } from './schema-org-json.js';

const same = (value: unknown) => value;

describe('schemaOrgJsonRecipe', () => {
  it('keeps an image address as text, never as a photo', () => {
    const recipe = schemaOrgJsonRecipe(nextcloudRecipeJson('Stew'), same);
    expect(recipe.photo).toBeNull();
    expect(recipe.description).toContain('\n\nPhoto: https://example.org/image.jpg');
  });

  it('takes an inline data: image as the photo, following @id references to it', async () => {
    const image = { '@id': '#photo', url: `data:image/png;base64,${btoa('png bytes')}` };
    const resolve = (value: unknown) =>
      (value as { '@id'?: string } | null)?.['@id'] === '#photo' ? image : value;
    const recipe = schemaOrgJsonRecipe(
      nextcloudRecipeJson('Stew', { image: { '@id': '#photo' } }),
      resolve,
    );
    expect(await recipe.photo?.()).toEqual(Buffer.from('png bytes'));
    expect(recipe.description).not.toContain('Photo:');
  });
});
