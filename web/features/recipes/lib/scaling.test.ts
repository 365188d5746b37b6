import { describe, expect, it } from 'vitest';
import { scaleIngredient, systemsWritten } from './scaling';

describe('scaleIngredient', () => {
  it.each([
    // [line, factor, scaled as written]
    ['2 cups flour', 2, '4 cups flour'],
    ['1 cup milk', 0.5, '½ cup milk'],
    ['1 1/2 cups sugar', 2, '3 cups sugar'],
    ['1/2 tsp salt', 3, '1½ tsp salt'],
    ['½ tsp salt', 0.5, '¼ tsp salt'],
    ['1½ tbsp olive oil', 2, '3 tbsp olive oil'],
    ['3 eggs', 2, '6 eggs'],
    ['1 egg', 0.5, '½ egg'],
    ['3 eggs', 1 / 3, '1 egg'],
    ['2-3 cloves garlic', 2, '4–6 cloves garlic'],
    ['2 to 3 tbsp butter', 2, '4 to 6 tbsp butter'],
    ['1.5 kg potatoes', 2, '3 kg potatoes'],
    ['1,5 l stock', 2, '3 l stock'],
    ['200g butter', 1.5, '300 g butter'],
    ['250 g flour', 0.5, '125 g flour'],
    ['7 g yeast', 0.5, '3.5 g yeast'],
    ['1 tablespoon honey', 2, '2 tablespoons honey'],
    ['2 tablespoons honey', 0.5, '1 tablespoon honey'],
    ['2 Cups rice', 0.25, '½ cup rice'],
    ['1 T butter', 2, '2 T butter'],
    ['1 c water', 3, '3 c water'],
    ['4 (14 oz) cans tomatoes', 0.5, '2 (14 oz) cans tomatoes'],
    ['1 cup rice', 2 / 3, '⅔ cup rice'],
    ['1 cup rice', 1 / 3, '⅓ cup rice'],
    ['12 cherry tomatoes', 1.1, '13 cherry tomatoes'],
    ['6 oz chocolate', 1.75, '10½ oz chocolate'],
    ['a pinch of salt', 2, 'a pinch of salt'],
    ['salt to taste', 4, 'salt to taste'],
    ['2 carrots', 2, '4 carrots'],
    ['1 large onion', 3, '3 large onions'],
  ])('%s × %d → %s', (line, factor, expected) => {
    expect(scaleIngredient(line, factor, 'original')).toBe(expected);
  });

  it.each([
    // [line, factor, scaled]: the thing counted agrees with its new amount, one or more
    ['2 eggs', 0.5, '1 egg'],
    ['1 egg', 2, '2 eggs'],
    ['1 egg', 1.5, '1½ eggs'],
    ['4 eggs', 0.25, '1 egg'],
    ['2 eggs, beaten', 0.5, '1 egg, beaten'],
    ['1 egg, beaten', 3, '3 eggs, beaten'],
    ['2 large eggs', 0.5, '1 large egg'],
    ['1 large chopped onion', 2, '2 large chopped onions'],
    ['1 tomato diced small', 2, '2 tomatoes diced small'],
    ['2 eggs beaten lightly', 0.5, '1 egg beaten lightly'],
    ['3 eggs whisked', 1 / 3, '1 egg whisked'],
    ['2 cloves garlic, minced', 0.5, '1 clove garlic, minced'],
    ['1 clove garlic', 2, '2 cloves garlic'],
    ['1 clove of garlic', 3, '3 cloves of garlic'],
    ['3 garlic cloves', 1 / 3, '1 garlic clove'],
    ['2 clove garlic', 0.5, '1 clove garlic'],
    ['6 piece tomatoes', 1 / 6, '1 piece tomatoes'],
    ['12 cherry tomatoes', 1 / 12, '1 cherry tomato'],
    ['1 tomato', 2, '2 tomatoes'],
    ['1 potato, peeled', 4, '4 potatoes, peeled'],
    ['2 bay leaves', 0.5, '1 bay leaf'],
    ['1 bay leaf', 2, '2 bay leaves'],
    ['3 cherries', 1 / 3, '1 cherry'],
    ['1 cherry', 2, '2 cherries'],
    ['2 bunches cilantro', 0.5, '1 bunch cilantro'],
    ['1 bunch parsley', 2, '2 bunches parsley'],
    ['2 radishes', 0.5, '1 radish'],
    ['2 slices bread', 0.5, '1 slice bread'],
    ['1 slice bread', 2, '2 slices bread'],
    ['4 (14 oz) cans tomatoes', 0.25, '1 (14 oz) can tomatoes'],
    ['1 (14 oz) can tomatoes', 2, '2 (14 oz) cans tomatoes'],
    ['2 red bell peppers, diced', 0.5, '1 red bell pepper, diced'],
    ['1 onion finely chopped', 2, '2 onions finely chopped'],
    ['2 Brussels sprouts', 0.5, '1 Brussels sprout'],
    ['2 cinnamon sticks', 0.5, '1 cinnamon stick'],
    ['2-3 eggs', 1 / 3, '⅔–1 egg'],
    ['1 egg', 0.5, '½ egg'],
    // Words that are not a plural, or not counted, stay as written.
    ['2 hummus', 0.5, '1 hummus'],
    ['1 garlic', 2, '2 garlic'],
    ['2 cups onions', 0.5, '1 cup onions'],
    ['1 cup chopped onion', 2, '2 cups chopped onion'],
    ['3 eggs', 2, '6 eggs'],
    ['1 egg', 1, '1 egg'],
  ])('%s × %d → %s, agreeing', (line, factor, expected) => {
    expect(scaleIngredient(line, factor, 'original')).toBe(expected);
  });

  it.each([
    // [line, factor, in metric]
    ['1 cup milk', 1, '235 ml milk'],
    ['1 tbsp oil', 1, '15 ml oil'],
    ['1 tsp vanilla', 1, '5 ml vanilla'],
    ['½ tsp baking soda', 1, '2.5 ml baking soda'],
    ['4 cups stock', 2, '1.89 l stock'],
    ['2 fl oz cream', 1, '59 ml cream'],
    ['1 lb beef', 1, '455 g beef'],
    ['8 oz cheese', 1, '225 g cheese'],
    ['3 lb pork shoulder', 1, '1.36 kg pork shoulder'],
    ['1 ounce dark chocolate', 1, '28 g dark chocolate'],
    ['750 g flour', 2, '1.5 kg flour'],
    ['500 ml water', 1, '500 ml water'],
    ['1-2 cups broth', 1, '235–475 ml broth'],
    ['2 eggs', 2, '4 eggs'],
    ['salt to taste', 1, 'salt to taste'],
  ])('%s × %d in metric → %s', (line, factor, expected) => {
    expect(scaleIngredient(line, factor, 'metric')).toBe(expected);
  });

  it.each([
    // [line, factor, in US measures]
    ['250 ml milk', 1, '1 cup milk'],
    ['500 ml stock', 1, '2 cups stock'],
    ['60 ml lemon juice', 1, '¼ cup lemon juice'],
    ['30 ml soy sauce', 1, '2 tbsp soy sauce'],
    ['5 ml vanilla', 1, '1 tsp vanilla'],
    ['1 l water', 1, '4¼ cups water'],
    ['100 g butter', 1, '3½ oz butter'],
    ['500 g minced beef', 1, '1 lb minced beef'],
    ['1 kg potatoes', 1, '2¼ lb potatoes'],
    ['2 cups flour', 1.5, '3 cups flour'],
    ['3 tbsp butter', 2, '6 tbsp butter'],
  ])('%s × %d in US → %s', (line, factor, expected) => {
    expect(scaleIngredient(line, factor, 'us')).toBe(expected);
  });

  it.each([
    // [line, factor, scaled as written]: the unit agrees in its own language
    ['2 cucharadas azúcar', 2, '4 cucharadas azúcar'],
    ['2 cucharadas azúcar', 0.5, '1 cucharada azúcar'],
    ['1 taza de leche', 2, '2 tazas de leche'],
    ['½ Tasse Milch', 2, '1 Tasse Milch'],
    ['½ Tasse Milch', 4, '2 Tassen Milch'],
    ['1,5 kg Mehl', 2, '3 kg Mehl'],
    ['2 EL Öl', 1.5, '3 EL Öl'],
    ['2 bis 3 EL Butter', 2, '4 bis 6 EL Butter'],
    ['1 cuillère à café de sel', 2, '2 cuillères à café de sel'],
    // French keeps 1.5 in the singular.
    ['1 tasse de lait', 1.5, '1½ tasse de lait'],
    ['2 tasses de lait', 0.5, '1 tasse de lait'],
    ['2 à 3 c. à soupe de crème', 2, '4 à 6 c. à soupe de crème'],
    ['2 a 3 tazas arroz', 2, '4 a 6 tazas arroz'],
  ])('%s × %d → %s, in another language', (line, factor, expected) => {
    expect(scaleIngredient(line, factor, 'original')).toBe(expected);
  });

  it.each([
    // [line, in metric]: spoons and cups in other languages convert; the other words stay
    ['2 EL Öl', '30 ml Öl'],
    ['1 Esslöffel Zucker', '15 ml Zucker'],
    ['1 TL Salz', '5 ml Salz'],
    ['1 Teelöffel Zimt', '5 ml Zimt'],
    ['1 Tasse Milch', '235 ml Milch'],
    ['2 Tassen Reis', '475 ml Reis'],
    ["2 c. à soupe d'huile", "30 ml d'huile"],
    ["1 cuillère à soupe d'huile", "15 ml d'huile"],
    ['2 cuillères à soupe de sucre', '30 ml de sucre'],
    ['1 c. à café de sel', '5 ml de sel'],
    ['1 c. à c. de sel', '5 ml de sel'],
    ['1 cuillère à café de sel', '5 ml de sel'],
    ['1 tasse de lait', '235 ml de lait'],
    ['1 cucharada de aceite', '15 ml de aceite'],
    ['2 cucharaditas de sal', '10 ml de sal'],
    ['1 taza de leche', '235 ml de leche'],
    ['2 tazas de harina', '475 ml de harina'],
  ])('%s in metric → %s', (line, expected) => {
    expect(scaleIngredient(line, 1, 'metric')).toBe(expected);
  });

  it('converts to US measures, written as the app writes them', () => {
    expect(scaleIngredient('250 ml Milch', 1, 'us')).toBe('1 cup Milch');
    // Spoons and cups are US measures already: they stay as the cook wrote them.
    expect(scaleIngredient('2 Tassen Milch', 1.5, 'us')).toBe('3 Tassen Milch');
  });

  it('writes decimals with the decimal mark of the page', () => {
    expect(scaleIngredient('1,5 kg Mehl', 1.5, 'original', { language: 'de' })).toBe(
      '2,25 kg Mehl',
    );
    expect(scaleIngredient('7 g Hefe', 0.5, 'original', { language: 'de' })).toBe('3,5 g Hefe');
    expect(scaleIngredient('4 cups stock', 2, 'metric', { language: 'fr' })).toBe('1,89 l stock');
    expect(scaleIngredient('1 l leche', 0.75, 'original', { language: 'es' })).toBe('0,75 l leche');
    expect(scaleIngredient('7 g yeast', 0.5, 'original', { language: 'en' })).toBe('3.5 g yeast');
    // Fractions and whole numbers are the same in every language.
    expect(scaleIngredient('1 Tasse Milch', 1.5, 'original', { language: 'de' })).toBe(
      '1½ Tassen Milch',
    );
  });

  it('writes spoons and cups converted to US measures the recipe’s way', () => {
    const german = { language: 'de', recipeLanguage: 'de' };
    expect(scaleIngredient('500 ml Milch', 1, 'us', german)).toBe('2 Tassen Milch');
    expect(scaleIngredient('15 ml Öl', 1, 'us', german)).toBe('1 EL Öl');
    expect(scaleIngredient('250 ml lait', 1, 'us', { recipeLanguage: 'fr' })).toBe('1 tasse lait');
    expect(scaleIngredient('10 ml aceite', 1, 'us', { recipeLanguage: 'es' })).toBe(
      '2 cucharaditas aceite',
    );
    // Ounces and pounds, and an English or unknown recipe, as English writes them.
    expect(scaleIngredient('500 g Mehl', 1, 'us', german)).toBe('1 lb Mehl');
    expect(scaleIngredient('500 ml milk', 1, 'us')).toBe('2 cups milk');
  });

  it('makes what a line counts agree with its amount only in an English recipe', () => {
    expect(scaleIngredient('1 onion', 2, 'original')).toBe('2 onions');
    expect(scaleIngredient('1 onion', 2, 'original', { recipeLanguage: 'en' })).toBe('2 onions');
    expect(scaleIngredient('1 Zwiebel', 2, 'original', { recipeLanguage: 'de' })).toBe('2 Zwiebel');
    expect(scaleIngredient('1 oignon', 3, 'original', { recipeLanguage: 'fr' })).toBe('3 oignon');
  });

  it('leaves every line as written at its own servings, as written', () => {
    for (const line of ['1 1/2 cups flour', '200g butter', '2 T. butter', 'salt']) {
      expect(scaleIngredient(line, 1, 'original')).toBe(line);
    }
  });

  it('never shows nothing for something there is some of', () => {
    expect(scaleIngredient('1 tsp salt', 0.05, 'original')).toBe('⅛ tsp salt');
    expect(scaleIngredient('1 g saffron', 0.05, 'original')).toBe('0.1 g saffron');
  });
});

describe('systemsWritten', () => {
  it('names the systems the amounts are written in, whatever the language', () => {
    expect([...systemsWritten(['200 g butter', '1 l stock'])]).toEqual(['metric']);
    expect([...systemsWritten(['2 cups flour', '1/2 tsp salt'])]).toEqual(['us']);
    expect([...systemsWritten(['2 EL Olivenöl', '500 g Mehl'])].sort()).toEqual(['metric', 'us']);
    expect([...systemsWritten(['2 c. à soupe de sucre'])]).toEqual(['us']);
  });

  it('has none for lines without a unit of measure', () => {
    expect(systemsWritten(['3 eggs', 'salt to taste', '2 cloves garlic']).size).toBe(0);
  });
});
