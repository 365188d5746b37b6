import { zip } from '../archives.js';

// Copy Me That's and Recipe Keeper's `recipes.html`, made by code from recipe text written for
// Simmer's tests (no file is copied from another project). The unit tests of each reader use
// them, and so can the script that builds the fixture archives for the import's API tests.

/** Copy Me That's `recipes.html`: its usual markup, an older variant with headings, a recipe
 * without a name and one with nothing but a name. */
export const COPY_ME_THAT_HTML = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>My recipes</title>
<style>.recipe { margin: 1em; }</style></head>
<body>
<div class="recipe">
  <div id="name" class="recipeName">Shakshuka &amp; Feta</div>
  <img class="recipeImage" src="images/shakshuka.jpg" alt="">
  <a id="original_link" href="https://food.example.com/shakshuka?utm=x&amp;ref=cmt">food.example.com</a>
  <div id="rating"><span class="rating" data-rating="4">★★★★</span></div>
  <div id="made_this">Made this 3 times</div>
  <div id="description">
    Eggs poached in a spiced tomato and pepper sauce.
    <br>Brunch for a crowd.
  </div>
  <div id="extra_info">
    <span id="recipeYield">Servings: 4</span>
    <span id="recipePrepTime">Prep time: 10 mins</span>
    <span id="recipeCookTime">25 mins</span>
  </div>
  <div id="tags">
    <span class="recipeCategory">Brunch</span>
    <span class="recipeCategory">Vegetarian</span>
  </div>
  <div id="ingredients">
    <h4>Ingredients</h4>
    <ul>
      <li class="recipeIngredient"><b>For the sauce:</b></li>
      <li class="recipeIngredient">2 tbsp olive oil</li>
      <li class="recipeIngredient">1 red pepper,
        sliced</li>
      <li class="recipeIngredient">&frac12; tsp cumin &amp; 1 tsp paprika</li>
      <li class="recipeIngredient">400 g tin tomatoes</li>
      <li class="recipeIngredient"><b>To finish:</b></li>
      <li class="recipeIngredient">4 eggs</li>
      <li class="recipeIngredient">50 g feta</li>
    </ul>
  </div>
  <div id="instructions">
    <h4>Steps</h4>
    <ol>
      <li class="instruction">Soften the pepper in the oil, 8 minutes.</li>
      <li class="instruction">Add the spices, then the tomatoes; simmer 10 minutes.</li>
      <li class="instruction">Make 4 wells, crack in the eggs, cover and cook 6&ndash;8 minutes.</li>
      <li class="instruction">Crumble over the feta.</li>
    </ol>
  </div>
  <ul id="recipeNotes">
    <li class="recipeNote">Harissa instead of paprika is good.</li>
    <li class="recipeNote">Don’t skip the feta.</li>
  </ul>
</div>
<div class="recipe">
  <h2>Apple Crumble “à la française”</h2>
  <img src="images/apple%20crumble.jpg">
  <p class="description">Crème fraîche on the side.</p>
  <span itemprop="recipeYield">Serves 6</span>
  <span itemprop="cookTime" content="PT45M">45 minutes</span>
  <h3>Ingredients</h3>
  <p>6 Bramley apples</p>
  <p>2 tbsp sugar</p>
  <h4>For the crumble</h4>
  <ul><li>150 g flour</li><li>100 g cold butter</li><li>75 g demerara</li></ul>
  <h3>Steps</h3>
  <ol><li>1. Slice the apples into a dish with the sugar.</li>
  <li>2. Rub the butter into the flour, stir in the demerara, scatter over.</li>
  <li>3. Bake at 190 °C for 45 minutes.</li></ol>
  <h3>Notes</h3>
  <p>Add blackberries in September.</p>
</div>
<div class="recipe">
  <div id="name">   </div>
  <div id="ingredients"><ul><li class="recipeIngredient">1 lemon</li></ul></div>
</div>
<div class="recipe">
  <div id="name">Toast</div>
  <div id="description"></div>
  <div id="ingredients"></div>
  <div id="instructions"></div>
</div>
</body></html>
`;

/** One Recipe Keeper recipe's markup, as its export writes it. */
function recipeKeeperRecipe(fields: {
  name: string;
  course?: string;
  categories?: string[];
  source?: string;
  servings?: string;
  prep?: [string, string];
  cook?: [string, string];
  rating?: string;
  favourite?: boolean;
  image?: string;
  ingredients?: string[];
  directions?: string[];
  notes?: string[];
  nutrition?: Record<string, string>;
}): string {
  const paragraphs = (items: string[] = []) => items.map((item) => `<p>${item}</p>`).join('\n');
  return `
<div class="recipe-details">
  <table><tbody><tr><td>
    <h2 itemprop="name">${fields.name}</h2>
    <div>Course: <span itemprop="recipeCourse">${fields.course ?? ''}</span></div>
    <div>Categories: ${(fields.categories ?? []).map((c) => `<span itemprop="recipeCategory">${c}</span>`).join(' ')}</div>
    <div>Collections: </div>
    <div>Source: <span itemprop="recipeSource">${fields.source ?? ''}</span></div>
    <div>Serving size: <span itemprop="recipeYield">${fields.servings ?? ''}</span></div>
    <div>Preparation time: <span><meta content="${fields.prep?.[0] ?? 'PT0S'}" itemprop="prepTime">${fields.prep?.[1] ?? ''}</span></div>
    <div>Cooking time: <span><meta content="${fields.cook?.[0] ?? 'PT0S'}" itemprop="cookTime">${fields.cook?.[1] ?? ''}</span></div>
    <div>Rating: <span itemprop="recipeRating">${fields.rating ?? '0'}</span></div>
    <div>Favourite: <span itemprop="recipeIsFavourite">${fields.favourite ? 'True' : 'False'}</span></div>
  </td><td>${fields.image ? `<img src="${fields.image}" class="recipe-photo">` : ''}</td></tr></tbody></table>
  <h3>Ingredients</h3>
  <div class="recipe-ingredients" itemprop="recipeIngredients">${paragraphs(fields.ingredients)}</div>
  <h3>Directions</h3>
  <div itemprop="recipeDirections">${paragraphs(fields.directions)}</div>
  <h3>Notes</h3>
  <div itemprop="recipeNotes">${paragraphs(fields.notes)}</div>
  ${Object.entries(fields.nutrition ?? {})
    .map(([name, value]) => `<meta content="${value}" itemprop="recipeNut${name}">`)
    .join('\n  ')}
</div>`;
}

/** Recipe Keeper's `recipes.html`: two full recipes, one without a name, one with nothing. */
export const RECIPE_KEEPER_HTML = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Recipe Keeper</title></head><body>
${recipeKeeperRecipe({
  name: 'Chicken &amp; Leek Pie',
  course: 'Main Course',
  categories: ['Chicken', 'Pies'],
  source: 'Sunday lunch book, p. 112',
  servings: '6',
  prep: ['PT30M', '30 mins'],
  cook: ['PT1H5M', '1 hour 5 mins'],
  rating: '5',
  favourite: true,
  image: 'images/4b1e7c02-pie.jpg',
  ingredients: [
    'Filling:',
    '800 g chicken thighs',
    '3 leeks, sliced',
    '300 ml chicken stock',
    '150 ml cr&egrave;me fra&icirc;che',
    'PASTRY',
    '500 g puff pastry',
    '1 egg, beaten',
  ],
  directions: [
    '1. Brown the chicken and set aside.',
    '2. Soften the leeks, add the stock and the chicken, simmer 20 minutes.',
    '3. Stir in the cr&egrave;me fra&icirc;che, tip into a dish and cover with the pastry.',
    '4. Brush with egg and bake 35&ndash;40 minutes at 200 &deg;C.',
  ],
  notes: ['Freeze before baking.', 'Use leftover roast chicken if you have it.'],
  nutrition: { ServingSize: '1 slice', Calories: '610', TotalFat: '38g', Protein: '31g' },
})}
${recipeKeeperRecipe({
  name: '“Soupe à l’oignon”',
  categories: ['Soups'],
  servings: '4 bowls',
  cook: ['PT1H', '1 hour'],
  ingredients: ['1 kg onions', '50 g butter', '1.5 l beef stock', 'Gruyère & baguette'],
  directions: [
    'Cook the onions slowly in the butter until deep brown, about 45 minutes. Add the stock and simmer.',
  ],
})}
${recipeKeeperRecipe({ name: '  ', ingredients: ['1 egg'] })}
${recipeKeeperRecipe({ name: 'Boiled Egg' })}
</body></html>
`;

/** Copy Me That's or Recipe Keeper's export zip: `recipes.html` beside `images/`. */
export const htmlExport = (html: string, images: Record<string, Buffer> = {}, folder = '') =>
  zip({
    [`${folder}recipes.html`]: html,
    ...Object.fromEntries(Object.entries(images).map(([name, bytes]) => [folder + name, bytes])),
  });
