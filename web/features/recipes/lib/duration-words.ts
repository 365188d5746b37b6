/**
 * How steps say lengths of time, one table per language. A step's language is not known (a
 * German cook may keep an English recipe), so the reader in step-durations.ts takes every
 * language's words at once; the tables keep the patterns it builds readable, and adding a
 * language is adding one table. Every word is matched without regard to case.
 */

import { type AmountLanguage, SMALL_NUMBER_WORDS } from '@contracts/amount-words';

export interface DurationWords {
  /** Numbers beyond the small ones that lengths of time use ("forty-five minutes"). */
  numbers: Readonly<Record<string, number>>;
  /** Spellings of each unit, as regular expression sources (no groups). */
  hours: readonly string[];
  minutes: readonly string[];
  seconds: readonly string[];
  /** Words between two numbers of a range ("10 bis 15 Minuten"), besides dashes. */
  range: readonly string[];
  /** Words between the parts of one length ("1 hour and 15 minutes"), besides a comma. */
  and: readonly string[];
  /** After hours, half of one more ("an hour and a half", "una hora y media"). */
  andAHalf: readonly string[];
  /** Whole phrases with no number in digits: [regular expression source, seconds]. */
  phrases: readonly (readonly [string, number])[];
}

export const DURATION_WORDS: Readonly<Record<AmountLanguage, DurationWords>> = {
  en: {
    numbers: {
      ...SMALL_NUMBER_WORDS.en,
      fifteen: 15,
      twenty: 20,
      thirty: 30,
      forty: 40,
      'forty-five': 45,
      sixty: 60,
      ninety: 90,
    },
    hours: ['hours?', 'hrs?', 'h'],
    minutes: ['minutes?', 'mins?', 'm'],
    seconds: ['seconds?', 'secs?', 's'],
    range: ['to', 'or'],
    and: ['and'],
    andAHalf: ['and a half'],
    phrases: [['half an hour', 1800]],
  },
  de: {
    numbers: {
      ...SMALL_NUMBER_WORDS.de,
      fünfzehn: 15,
      zwanzig: 20,
      dreißig: 30,
      vierzig: 40,
      fünfundvierzig: 45,
      sechzig: 60,
      neunzig: 90,
    },
    hours: ['stunden?', 'std'],
    minutes: ['minuten?', 'min'],
    seconds: ['sekunden?', 'sek'],
    range: ['bis', 'oder'],
    and: ['und'],
    andAHalf: [],
    phrases: [
      // "eine halbe Stunde", and "nach einer halben Stunde".
      ['(?:eine[rn]?\\s+)?halbe[n]?\\s+stunde', 1800],
      ['(?:eine[rn]?\\s+)?viertelstunde', 900],
      ['(?:eine[rn]?\\s+)?dreiviertelstunde', 2700],
    ],
  },
  fr: {
    numbers: {
      ...SMALL_NUMBER_WORDS.fr,
      quinze: 15,
      vingt: 20,
      trente: 30,
      quarante: 40,
      'quarante-cinq': 45,
      soixante: 60,
      'quatre-vingt-dix': 90,
    },
    hours: ['heures?', 'h'],
    minutes: ['minutes?', 'min', 'mn'],
    seconds: ['secondes?', 'sec', 's'],
    range: ['à', 'ou'],
    and: ['et'],
    andAHalf: ['et demie'],
    phrases: [
      ['(?:une\\s+)?demi-?\\s*heure', 1800],
      ["(?:un\\s+)?quart\\s+d['’]\\s*heure", 900],
      ["trois\\s+quarts\\s+d['’]\\s*heure", 2700],
    ],
  },
  es: {
    numbers: {
      ...SMALL_NUMBER_WORDS.es,
      quince: 15,
      veinte: 20,
      treinta: 30,
      cuarenta: 40,
      'cuarenta y cinco': 45,
      sesenta: 60,
      noventa: 90,
    },
    hours: ['horas?', 'hrs?', 'h'],
    minutes: ['minutos?', 'min'],
    seconds: ['segundos?', 'seg', 's'],
    range: ['a', 'o'],
    and: ['y'],
    andAHalf: ['y media'],
    phrases: [
      ['media\\s+hora', 1800],
      ['(?:un\\s+)?cuarto\\s+de\\s+hora', 900],
      ['tres\\s+cuartos\\s+de\\s+hora', 2700],
    ],
  },
};

/** Abbreviations a full stop may follow inside a length of time: "1 Std. 15 Min.". */
export const ABBREVIATIONS = ['std', 'min', 'sek', 'seg', 'sec', 'hr', 'hrs', 'mins', 'secs'];
