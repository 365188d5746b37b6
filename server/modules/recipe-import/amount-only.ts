// A line that is only an amount ("2", "1/2 cup", "200 g", "3 EL"): recipe grids show each amount
// apart from its ingredient's name, on the page and sometimes in structured data too.

/**
 * Units written after an amount, as abbreviations and short words of the languages the section
 * headings are read in; an abbreviation ending in a dot ("c.", "Msp.") is one too.
 */
const UNITS = [
  // metric and imperial
  'g|gr|grs|kg|dkg|dag|mg|ml|cl|dl|l|cc|oz|lb|lbs|qt|pt|gal|cm|mm',
  // spoons and cups
  'tsp|tsps|tbsp|tbsps|tbs|t|c|cups?|el|tl|ek|tk|kk|msk|tsk|krm|spsk|cs|cac|cas|cda|cdas|cdta|cdtas|tazas?|tasses?|xícaras?|szklank[ia]',
  // pieces and portions
  'pinch(?:es)?|dash(?:es)?|bunch(?:es)?|slices?|cloves?|cans?|tins?|pkgs?|pk|pcs|pieces?|stück|stk|st|bund|prisen?|msp|pck|pkt|db|szt|ks|kom|pz|u|ud|uds|unid|un|stuks',
  'takjes?|teentjes?|snufje|mk|fej|rúd|szál|gerezd|csipet|bögre|csomag|zehen?|scheiben?|becher|dosen?',
].join('|');

const AMOUNT_ONLY = new RegExp(
  `^[\\d¼½¾⅓⅔⅛.,/ -]+(?:\\s*(?:(?:\\p{L}{1,5}\\.)+|(?:${UNITS})))?$`,
  'iu',
);

/** Whether `line` is an amount alone, with at most its unit. */
export const isAmountOnly = (line: string): boolean => AMOUNT_ONLY.test(line.trim());
