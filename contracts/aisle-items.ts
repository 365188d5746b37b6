import type { Aisle } from './shopping-lists.js';

/**
 * Common groceries by the aisle a shop keeps them in, for a line's first guess (a household can
 * move any item, and the move is remembered). Written as comma-separated lists so a few hundred
 * items stay readable. Names are singular or plural as they come; they are compared by the same
 * key as shopping lines. A name of several words wins over its last word ("coconut milk" is
 * pantry though "milk" is dairy), so exceptions are listed in full.
 */
export const AISLE_ITEMS: Readonly<Record<Exclude<Aisle, 'other'>, string>> = {
  produce: `
    apple, apricot, artichoke, arugula, asparagus, aubergine, avocado, baby corn, banana, basil,
    bean sprout, beet, beetroot, bell pepper, berry, blackberry, blueberry, bok choy, broccoli,
    broccolini, brussels sprout, butternut squash, cabbage, cantaloupe, carrot, cauliflower,
    celeriac, celery, chard, cherry, cherry tomato, chervil, chicory, chile, chili, chili pepper,
    chilli, chive, cilantro, clementine, coconut, collard green, coriander, corn, corn on the cob,
    courgette, cranberry, cress, cucumber, curry leaf, date, dill, edible flower, eggplant, endive,
    fennel, fig, garlic, garlic clove, ginger, gooseberry, grape, grapefruit, green bean,
    green onion, green pepper, herb, horseradish, jalapeno, jalapeño, kale, kiwi, kohlrabi, leek,
    lemon, lemon juice, lemon zest, lemongrass, lettuce, lime, lime juice, lime zest, mango,
    marjoram, melon, mint, mixed green, mixed salad, mushroom, nectarine, okra, onion, orange,
    orange pepper, orange zest, pak choi, papaya, parsley, parsnip, passion fruit, pea, peach, pear,
    pepper, persimmon, pineapple, plantain, plum, pomegranate, potato, pumpkin, radicchio, radish,
    raspberry, red onion, red pepper, rhubarb, rocket, romaine, rosemary, runner bean, sage, salad,
    salad green, salad leaf, satsuma, scallion, shallot, snow pea, spinach, spring green,
    spring onion, squash, strawberry, sugar snap pea, swede, sweet pepper, sweet potato, sweetcorn,
    tangerine, tarragon, thyme, tomatillo, tomato, turnip, watercress, watermelon, yam,
    yellow pepper, zucchini`,
  'meat and fish': `
    anchovy, bacon, beef, breast, brisket, burger, chicken, chicken breast, chicken thigh,
    chicken wing, chop, chorizo, clam, cod, corned beef, crab, drumstick, duck, fillet, fish,
    gammon, haddock, halibut, ham, hot dog, lamb, liver, lobster, loin, mackerel, meatball, mince,
    mussel, octopus, oxtail, oyster, pancetta, pastrami, pepperoni, pork, pork belly, pork shoulder,
    prawn, prosciutto, rib eye, ribs, salami, salmon, sardine, sausage, scallop, sea bass, shrimp,
    sirloin, spare rib, squid, steak, tenderloin, thigh, tilapia, trout, tuna, turkey, veal,
    venison, wing`,
  'dairy and eggs': `
    brie, butter, buttermilk, camembert, cheddar, cheese, cottage cheese, cream, cream cheese,
    creme fraiche, crème fraîche, custard, double cream, egg, egg white, egg yolk, emmental, feta,
    goat cheese, gouda, gruyere, gruyère, half-and-half, halloumi, heavy cream, kefir, margarine,
    mascarpone, milk, mozzarella, paneer, parmesan, pecorino, quark, ricotta, single cream,
    sour cream, stilton, whipping cream, yoghurt, yogurt`,
  bakery: `
    bagel, baguette, bread, bread roll, breadstick, brioche, brownie, bun, cake, challah, ciabatta,
    cinnamon roll, croissant, crumpet, cupcake, danish, donut, dough, doughnut, english muffin,
    flatbread, focaccia, ladyfinger, loaf, muffin, naan, pain au chocolat, pita, pitta, pizza dough,
    roll, rye bread, scone, sourdough, sponge finger, tart, tortilla, wrap`,
  pantry: `
    agave, almond, almond butter, apple sauce, baked bean, baking powder, baking soda,
    balsamic vinegar, bamboo shoot, barley, bean, biscuit, black bean, bouillon, breadcrumb, broth,
    brown sugar, bulgur, butter bean, cannellini bean, caper, cashew, cereal, chickpea, chip,
    chocolate, chocolate chip, chopped tomato, cocoa, cocoa powder, coconut cream, coconut flake,
    coconut milk, coffee creamer, condensed milk, cookie, cornflake, cornflour, cornmeal,
    cornstarch, couscous, cracker, cream of tartar, crisp, crushed tomato, curry paste,
    custard powder, desiccated coconut, diced tomato, dressing, dried fruit, evaporated milk,
    extract, fish sauce, flour, gelatin, gelatine, gnocchi, golden syrup, granola, gravy, hazelnut,
    hoisin sauce, honey, hot sauce, hummus, icing sugar, jam, ketchup, kidney bean, lasagna,
    lasagne, lemon curd, lentil, macaroni, maple syrup, marmalade, mayo, mayonnaise, milk powder,
    mincemeat, mirin, miso, molasses, muesli, mustard, noodle, nut, oat, oil, olive, olive oil,
    oyster sauce, panko, passata, pasta, paste, peanut, peanut butter, pecan, penne, pesto, pickle,
    pine nut, pistachio, polenta, popcorn, pretzel, quinoa, raisin, rice, rice paper, rose water,
    salsa, sauce, seed, sesame oil, soy sauce, spaghetti, sriracha, stock, stock cube, sugar,
    sultana, sun-dried tomato, sunflower oil, syrup, tahini, tinned tomato, tofu, tomato paste,
    tomato puree, tomato sauce, treacle, vanilla, vanilla extract, vegetable oil, vinegar, walnut,
    water chestnut, worcestershire sauce, yeast`,
  spices: `
    allspice, bay leaf, black pepper, caraway, cardamom, cayenne, cayenne pepper, celery salt,
    chili flake, chili powder, chilli flake, chilli powder, cinnamon, clove, coriander seed, cumin,
    cumin seed, curry powder, fennel seed, five spice, garam masala, garlic powder, garlic salt,
    herbes de provence, italian seasoning, kosher salt, mixed herb, mixed spice, msg, mustard seed,
    nigella seed, nutmeg, onion powder, oregano, paprika, pepper flake, peppercorn, powder, saffron,
    salt, salt and pepper, sea salt, seasoning, smoked paprika, spice, star anise, sumac, turmeric,
    vanilla bean, vanilla pod, white pepper, za'atar`,
  frozen: `
    chicken nugget, edamame, filo, filo pastry, fish finger, fish stick, french fry, gelato,
    hash brown, ice, ice cream, ice cube, ice lolly, oven chip, pastry, phyllo, pizza, popsicle,
    puff pastry, shortcrust pastry, sorbet, spring roll`,
  drinks: `
    beer, brandy, champagne, cider, coconut water, coffee, coffee bean, cola, cordial, energy drink,
    espresso, gin, ginger ale, hot chocolate, iced tea, juice, kombucha, lemonade, mineral water,
    orange juice, port, prosecco, rum, sherry, smoothie, soda, soda water, sparkling water, tea,
    tea bag, tequila, tonic, tonic water, vermouth, vodka, water, whiskey, whisky, wine`,
  household: `
    aluminium foil, aluminum foil, baking paper, battery, bin bag, bin liner, bleach, candle,
    cleaner, cling film, conditioner, cotton wool, deodorant, detergent, diaper, dish soap,
    dishwasher salt, dishwasher tablet, fabric softener, foil, freezer bag, garbage bag, glove,
    hand soap, kitchen paper, kitchen roll, laundry detergent, light bulb, liquid, match, napkin,
    nappy, paper, paper towel, parchment paper, plastic wrap, razor, rinse aid, sandwich bag,
    shampoo, soap, sponge, tissue, toilet paper, toilet roll, toothbrush, toothpaste, trash bag,
    washing powder, washing-up liquid, wet wipe, wipe, zip bag`,
};

/** Things that go to the spice rack once dried ("dried oregano"); other dried things are pantry. */
export const DRIED_IS_SPICE: readonly string[] = [
  'basil',
  'bay leaf',
  'chervil',
  'chili',
  'chile',
  'chilli',
  'chive',
  'cilantro',
  'coriander',
  'dill',
  'herb',
  'marjoram',
  'mint',
  'oregano',
  'parsley',
  'rosemary',
  'sage',
  'tarragon',
  'thyme',
];
