import { isAmountOnly } from './amount-only.js';
import type { ReadingLine } from './reading-lines.js';
import {
  ingredientRuns,
  isSentence,
  STARTS_WITH_AMOUNT,
  sentencesAfter,
} from './unheaded-lines.js';

// A recipe page without structured data still shows its recipe to the reader the same way: a
// heading "Ingredients" over a list, a heading "Method" over the steps. These are those headings
// in the languages cooks import from most, written as a whole short line ("Ingredients:",
// "Zutaten für 4 Personen", "INGRÉDIENTS (pour 6)").

const INGREDIENTS =
  /^(?:ingredients?|ingredient list|what you(?:'|’)?ll need|what you need|you(?:'|’)?ll need|you will need|zutaten|ingrédients|ingredientes|ingrediënten|benodigdheden|ingredienti|ingredienser|ingredienset|składniki|suroviny|přísady|hozzávalók|ainekset|ainesosat|malzemeler|ingrediente|sastojci|sestavine|bahan(?:-bahan)?|nguyên liệu|υλικά|ингредиенты|інгредієнти|съставки|מצרכים|רכיבים|المكونات|ส่วนผสม|材料|재료|recipe ingredients)(?![\p{L}\p{N}])/iu;
const METHOD =
  /^(?:method|methods|instructions?|directions?|preparation|steps|step[- ]by[- ]step|how to make(?: it)?|procedure|zubereitung|anleitung|so geht(?:'|’)?s|préparation|étapes|instructions|preparación|elaboración|pasos|instrucciones|modo de preparo|preparação|bereiding(?:swijze)?|werkwijze|procedimento|preparazione|gör så här|tillagning|instruktioner|fremgangsmåde|fremgangsmåte|postup(?: prípravy| přípravy)?|příprava|elkészítés|przygotowanie|sposób przygotowania|wykonanie|valmistus(?:ohje)?|yapılışı|hazırlanışı|εκτέλεση|οδηγίες|παρασκευή|приготовление|способ приготовления|приготування|начин на приготвяне|作り方|做法|作法|步骤|步驟|만드는 법|(?:cooking|recipe|baking) (?:instructions|directions|method)|how to (?:cook|prepare|bake)|modo de preparaci[óo]n|cómo (?:se hace|hacer)|mod de preparare|como fazer|cara (?:membuat|memasak)|cách làm|priprema|postopek|slik gjør du|sådan gør du|so wird(?:'|’)?s gemacht|zo maak je (?:het|dit)|ohjeet|אופן ההכנה|הוראות הכנה|طريقة التحضير|طريقة العمل|วิธีทำ)(?![\p{L}\p{N}])/iu;
/** Sections that end a recipe's ingredients or steps. */
const OTHER =
  /^(?:notes?|recipe notes|tips?|nutrition(?: facts| information)?|video|faqs?|equipment|storage|serving suggestions?|related|you may also like|more recipes|comments?|reviews?|leave a (?:comment|reply|review)|did you make|rate this|share|hinweise?|tipps?|notizen|anmerkungen?|astuces|conseils|remarques?|notas|consejos|note|consigli|opmerkingen?|tip|uwagi|uwaga|wskazówki|poznámk[ay]|tipy|megjegyzés|tippek|vinkit|vinkki|anteckningar|tips og triks|σημειώσεις|примечани[ея]|советы|tabela nutricional|informa[çc][ãa]o nutricional|informaci[óo]n nutricional|valores nutricionales|valeurs nutritionnelles|n[äa]hrwerte|valori nutrizionali|voedingswaarden?|wartości odżywcze|avalie(?: (?:essa|esta) receita)?|valora (?:esta|la) receta|bewerte(?:n| das rezept)?|[ée]valuer (?:cette|la) recette|vota (?:la|questa) ricetta)(?![\p{L}\p{N}])/iu;

/** Another part's heading by its last word: "Buying Tips", "Cook's Notes", "Expert tips:". */
const ASIDE_END =
  /(?:^|\s)(?:tips|notes|faqs?|tipps|hinweise|astuces|conseils|consejos|consigli|suggerimenti)\s*:?$/iu;

/**
 * What follows a recipe on a blog: a question to the reader ("Hungry for more?"), a handle or a
 * link, buttons to share, print or subscribe. No ingredient or step reads so.
 */
const PROMOTION =
  /\?\s*$|(?:^|\s)@\w|https?:\/\/|\b(?:facebook|twitter|pinterest|instagram|whatsapp|linkedin|tiktok|youtube)\b|\bprint (?:the )?recipe\b|\bdownload (?:the )?pdf\b|\bsubscribe\b|\bnewsletter\b/i;

/** A heading is a line of its own, short: "Ingredients", "Method:", "Zutaten für 4 Personen". */
const MAX_HEADING = 48;
/**
 * A heading element may name the dish too ("Ingredients for a pumpkin soup with Thermomix"):
 * the ingredients' own list follows it. (A long "How to make…" heading is a blog's story.)
 */
const MAX_NAMED = 80;
/** A section holds at most this many lines; beyond, what follows is not the recipe. */
const MAX_LINES = 120;
/** A time ("35 m", "1 h 10 m") or a label of a word or two without a full stop ("Total time"). */
const isLabelOrTime = (line: string) =>
  /^[\d\s]+(?:h|hrs?|hours?|m|mins?|minutes?|std|stunden?|heures?)\b/i.test(line) ||
  (!/[.!。！]$/u.test(line) && line.split(/\s+/).length <= 2);
/** An ingredient line is short; a longer line under "Ingredients" is prose about them. */
const MAX_INGREDIENT = 200;

/** A name followed by a time or amount is a label and its value ("Préparation : 25 min"). */
const LABELLED_VALUE = /^[^:：]{1,30}[:：]\s*\d/u;

const isHeadingLike = (line: ReadingLine, pattern: RegExp) =>
  line.text.length <=
    (pattern === INGREDIENTS && line.kind === 'heading' ? MAX_NAMED : MAX_HEADING) &&
  !LABELLED_VALUE.test(line.text) &&
  pattern.test(line.text.replace(/^[^\p{L}\p{N}]+/u, ''));

/** Whether `line` starts another part of the page than the section under `heading`. */
function endsSection(line: ReadingLine, heading: ReadingLine, others: RegExp[]): boolean {
  if (others.some((pattern) => isHeadingLike(line, pattern)) || PROMOTION.test(line.text)) {
    return true;
  }
  if (line.text.length <= MAX_HEADING && ASIDE_END.test(line.text)) return true;
  // A heading at the section's own level or above; deeper ones are its groups ("For the sauce").
  return line.kind === 'heading' && line.level <= heading.level;
}

/** A paragraph that reads as a step, not an ingredient ("Heat the oven.", not "2 eggs."). */
const isMethodLike = (line: ReadingLine) =>
  line.kind === 'text' && isSentence(line) && !STARTS_WITH_AMOUNT.test(line.text);

/** Paragraphs in a row after a list that end its section: the page has moved on to its story. */
const PROSE_AFTER_LIST = 3;

/** Whether the section's last lines are that many paragraphs after a list of its own. */
function proseAfterList(body: readonly ReadingLine[]): boolean {
  const tail = body.slice(-PROSE_AFTER_LIST);
  return (
    tail.length === PROSE_AFTER_LIST &&
    tail.every((line) => line.kind === 'text' && !STARTS_WITH_AMOUNT.test(line.text)) &&
    body.slice(0, -PROSE_AFTER_LIST).some((line) => line.kind === 'item')
  );
}

/** Short labels in a row after steps that end the method: a site's tags, links and menus. */
const LABELS_AFTER_STEPS = 4;

const isLabel = (line: ReadingLine) => line.kind !== 'heading' && isLabelOrTime(line.text);

/** Whether the section's last lines are that many labels after steps that read as sentences. */
function labelsAfterSteps(body: readonly ReadingLine[]): boolean {
  const tail = body.slice(-LABELS_AFTER_STEPS);
  return (
    tail.length === LABELS_AFTER_STEPS &&
    tail.every(isLabel) &&
    body.slice(0, -LABELS_AFTER_STEPS).some(isSentence)
  );
}

/** A part of the page a heading names. */
interface Section {
  /** Where its heading is among the page's lines, and one past its last line taken. */
  at: number;
  end: number;
  lines: string[];
}

/**
 * The lines under each heading `pattern` matches, up to the next section, group headings left
 * out; with `endsWithSentences`, also up to the first paragraph after a list that reads as a step.
 */
function sectionsAfter(
  lines: readonly ReadingLine[],
  pattern: RegExp,
  others: RegExp[],
  endsWithSentences = false,
) {
  const sections: Section[] = [];
  const nameBeside = (line: ReadingLine | undefined, heading: ReadingLine) =>
    line !== undefined &&
    line.kind === heading.kind &&
    [INGREDIENTS, METHOD].some((name) => isHeadingLike(line, name));
  lines.forEach((heading, start) => {
    if (!isHeadingLike(heading, pattern)) return;
    // Beside the other section's name, of its kind, it is a tab or a table of contents.
    if (nameBeside(lines[start - 1], heading) || nameBeside(lines[start + 1], heading)) return;
    // Its groups' headings may be at its own level ("Ingredients", "For the dough", both h2):
    // then only a heading above it ends it.
    const next = lines[start + 1];
    const groupsBeside =
      next?.kind === 'heading' && heading.kind === 'heading' && next.level === heading.level;
    const level = groupsBeside ? { ...heading, level: heading.level - 1 } : heading;
    const body: (ReadingLine & { index: number })[] = [];
    for (let i = start + 1; i < lines.length && body.length < MAX_LINES; i += 1) {
      const line = lines[i] as ReadingLine;
      if (endsSection(line, level, others)) break;
      // After a list of ingredients, sentences are the method, unheaded.
      if (endsWithSentences && isMethodLike(line) && body.some((seen) => seen.kind === 'item')) {
        break;
      }
      body.push({ ...line, index: i });
      if (proseAfterList(body)) {
        body.splice(body.length - PROSE_AFTER_LIST);
        break;
      }
      if (!endsWithSentences && labelsAfterSteps(body)) {
        body.splice(body.length - LABELS_AFTER_STEPS);
        break;
      }
    }
    // Group headings are left out, unless the page set every line as a heading.
    const lower = body.filter((line) => line.kind !== 'heading');
    const text = lower.length ? lower : body;
    const items = text.filter((line) => line.kind === 'item');
    // Its list when the list is most of it (prose around a list is not the recipe); else all.
    const chosen = textLength(items) * 2 >= textLength(text) ? items : text;
    const last = chosen[chosen.length - 1];
    if (last) {
      sections.push({ at: start, end: last.index + 1, lines: chosen.map((line) => line.text) });
    }
  });
  return sections;
}

const textLength = (lines: readonly { text: string }[]) =>
  lines.reduce((sum, line) => sum + line.text.length, 0);

export interface PageSections {
  ingredients: string[];
  steps: string[];
}

/**
 * Lines that are only an amount joined to their ingredient's name: the name after the amount
 * ("2" / "avocados"), or before it where the page lists each name first ("Sauerkraut" / "400 g")
 * — then the page's first line is a name (not "2 portions") and its amounts follow names. Only
 * where such lines are a good part of the list: a grid of amounts and names.
 */
function withAmountsJoined(lines: readonly string[]): string[] {
  const isAmount = lines.map(isAmountOnly);
  // A few such lines in a list are ingredients of their own ("1 clove", "2 eggs").
  if (isAmount.filter(Boolean).length * 4 < lines.length) return [...lines];
  const amountsAfterNames =
    !isAmount[0] &&
    !/\d/.test(lines[0] ?? '') &&
    isAmount[1] === true &&
    isAmount.filter((amount, i) => amount && i % 2 === 1).length > lines.length / 4;
  const joined: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const [line, next] = [lines[i] as string, lines[i + 1]];
    const pairs = next !== undefined && isAmount[i] !== isAmount[i + 1];
    if (pairs && amountsAfterNames && isAmount[i + 1]) {
      joined.push(`${next} ${line}`);
      i += 1;
    } else if (pairs && !amountsAfterNames && isAmount[i]) {
      joined.push(`${line} ${next}`);
      i += 1;
    } else joined.push(line);
  }
  return joined;
}

const length = (section: Section) => textLength(section.lines.map((text) => ({ text })));

/**
 * The page's ingredients and steps as its headings set them out; empty lists when it has none.
 * A heading's name shows up elsewhere too (a table of contents, a menu of ingredients to browse
 * by): the steps are the section with the most text, the ingredients the section nearest before
 * them (else the first after).
 */
export function pageSections(lines: readonly ReadingLine[]): PageSections {
  // A box of times under "Preparation" ("35 m", "Total time") is not the method.
  const methods = sectionsAfter(lines, METHOD, [INGREDIENTS, OTHER]).filter(
    (section) => !section.lines.every(isLabelOrTime),
  );
  const steps = methods.reduce<Section | null>(
    (best, section) => (best && length(best) >= length(section) ? best : section),
    null,
  );
  const candidates = sectionsAfter(lines, INGREDIENTS, [METHOD, OTHER], true);
  const before = candidates.filter((section) => !steps || section.at < steps.at);
  const headed = before.length ? before[before.length - 1] : candidates[0];
  const { ingredients, steps: method } = unheadedParts(lines, headed ?? null, steps);
  return {
    ingredients: withAmountsJoined(ingredients).filter((line) => line.length <= MAX_INGREDIENT),
    steps: method,
  };
}

/** What starts another part of the page than a recipe's unheaded steps. */
const endsMethod = (line: ReadingLine) =>
  [INGREDIENTS, METHOD, OTHER].some((pattern) => isHeadingLike(line, pattern)) ||
  PROMOTION.test(line.text);

/**
 * A part the headings did not name found by its look (unheaded-lines.ts): with only the
 * ingredients headed, the sentences right after them; with only the steps, the list of
 * amounts nearest before them; with neither, the first such list that sentences follow.
 */
function unheadedParts(
  lines: readonly ReadingLine[],
  ingredients: Section | null,
  steps: Section | null,
): PageSections {
  if (ingredients && steps) return { ingredients: ingredients.lines, steps: steps.lines };
  if (ingredients) {
    return {
      ingredients: ingredients.lines,
      steps: sentencesAfter(lines, ingredients.end, endsMethod),
    };
  }
  const runs = ingredientRuns(lines);
  if (steps) {
    const before = runs.filter((run) => run.end <= steps.at);
    return { ingredients: before[before.length - 1]?.lines ?? [], steps: steps.lines };
  }
  for (const run of runs) {
    const method = sentencesAfter(lines, run.end, endsMethod);
    if (method.length) return { ingredients: run.lines, steps: method };
  }
  return { ingredients: [], steps: [] };
}
