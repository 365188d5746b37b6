import { describe, expect, it } from 'vitest';
import { clockText, findDurations, spokenDuration } from './step-durations';

/** The timers a step offers: [words as written, seconds]. */
const timers = (step: string) => findDurations(step).map(({ text, seconds }) => [text, seconds]);

describe('lengths of time in a step', () => {
  it.each([
    ['Simmer for 10 minutes.', [['10 minutes', 600]]],
    ['Bake 1 hr 15 min, until golden.', [['1 hr 15 min', 4500]]],
    ['Cook 2–3 minutes per side.', [['2–3 minutes', 120]]],
    ['Boil 2-3 mins.', [['2-3 mins', 120]]],
    ['Roast for 10 to 15 minutes.', [['10 to 15 minutes', 600]]],
    ['Rest for an hour.', [['an hour', 3600]]],
    ['Chill half an hour before rolling.', [['half an hour', 1800]]],
    ['Braise an hour and a half.', [['an hour and a half', 5400]]],
    ['Steep for 1 1/2 hours.', [['1 1/2 hours', 5400]]],
    ['Steep for 1½ hours.', [['1½ hours', 5400]]],
    ['Proof 1.5 hours.', [['1.5 hours', 5400]]],
    [
      'Whisk for 30 seconds, then 45 secs more.',
      [
        ['30 seconds', 30],
        ['45 secs', 45],
      ],
    ],
    ['Give it a 10-minute rest.', [['10-minute', 600]]],
    ['Bake 1h15m.', [['1h15m', 4500]]],
    ['Simmer 1 hour and 15 minutes.', [['1 hour and 15 minutes', 4500]]],
    ['Roast 2 hours 15 to 20 minutes more.', [['2 hours 15 to 20 minutes', 8100]]],
    ['Chill 1 hour 30 before serving.', [['1 hour 30', 5400]]],
    ['Fry for a minute or two.', [['a minute', 60]]],
    ['Marinate for two hours, turning once.', [['two hours', 7200]]],
    ['Blanch ¾ minute.', [['¾ minute', 45]]],
  ])('%s', (step, expected) => {
    expect(timers(step)).toEqual(expected);
  });

  it.each([
    'Cut into 5 mm slices.',
    'Add 250 ml stock and 2 tbsp oil.',
    'Serve 4.',
    'Season with a mix of spices.',
    'Preheat the oven to 200 C.',
  ])('finds nothing to time in "%s"', (step) => {
    expect(timers(step)).toEqual([]);
  });

  it.each([
    // German
    ['10 Minuten köcheln lassen.', [['10 Minuten', 600]]],
    ['1 Stunde 15 Minuten backen.', [['1 Stunde 15 Minuten', 4500]]],
    ['Eine halbe Stunde ruhen lassen.', [['Eine halbe Stunde', 1800]]],
    ['Nach einer halben Stunde wenden.', [['einer halben Stunde', 1800]]],
    ['10 Min. garen.', [['10 Min', 600]]],
    ['1 Std. gehen lassen.', [['1 Std', 3600]]],
    ['1 Std. 15 Min. backen.', [['1 Std. 15 Min', 4500]]],
    ['5 Sekunden pürieren.', [['5 Sekunden', 5]]],
    ['10 bis 15 Minuten rösten.', [['10 bis 15 Minuten', 600]]],
    ['1,5 Stunden schmoren.', [['1,5 Stunden', 5400]]],
    ['Zwei Stunden marinieren.', [['Zwei Stunden', 7200]]],
    ['Eine Minute rühren.', [['Eine Minute', 60]]],
    ['Eineinhalb Stunden kühlen.', [['Eineinhalb Stunden', 5400]]],
    // French: hours then minutes without their unit ("1 heure 15", "1 h 15").
    ['Cuire 1 heure 15 à feu doux.', [['1 heure 15', 4500]]],
    ['Cuire 1 h 15.', [['1 h 15', 4500]]],
    ['Cuire 1h30 à 180 °C.', [['1h30', 5400]]],
    ['Laisser mijoter 10 minutes.', [['10 minutes', 600]]],
    ['Laisser reposer une demi-heure.', [['une demi-heure', 1800]]],
    ['Rôtir 10 à 15 minutes.', [['10 à 15 minutes', 600]]],
    ['Mixer 30 secondes.', [['30 secondes', 30]]],
    ['Cuire deux heures.', [['deux heures', 7200]]],
    ['Cuire une heure et demie.', [['une heure et demie', 5400]]],
    ["Compter un quart d'heure.", [["un quart d'heure", 900]]],
    ['Cuire 1 heure et 15 minutes.', [['1 heure et 15 minutes', 4500]]],
    // Spanish
    ['Cocinar 10 minutos.', [['10 minutos', 600]]],
    ['Hornear 1 hora y 15 minutos.', [['1 hora y 15 minutos', 4500]]],
    ['Dejar reposar media hora.', [['media hora', 1800]]],
    ['Asar de 10 a 15 minutos.', [['10 a 15 minutos', 600]]],
    ['Batir 30 segundos.', [['30 segundos', 30]]],
    ['Marinar dos horas.', [['dos horas', 7200]]],
    ['Cocer una hora y media.', [['una hora y media', 5400]]],
    ['Freír un minuto por lado.', [['un minuto', 60]]],
  ])('in another language: %s', (step, expected) => {
    expect(timers(step)).toEqual(expected);
  });

  it.each([
    // A word for "one" is only a number with a unit after it, and ends its word.
    'Stir at 5 am, as the sauce thickens.',
    'I am sure it is done.',
    'Am Ende salzen.',
    'Mélanger une fois la commune pâte.',
    'Une pincée de sel.',
    'Cocinar a fuego lento.',
    'Hornear a 180 grados.',
    'Cuire à 200 °C.',
    'Ein paar Minuten warten.',
  ])('finds nothing to time in "%s", in any language', (step) => {
    expect(timers(step)).toEqual([]);
  });

  it('keeps two lengths apart across a sentence', () => {
    expect(timers('Simmer 10 minutes. 5 minutes later, stir.')).toEqual([
      ['10 minutes', 600],
      ['5 minutes', 300],
    ]);
  });

  it('knows where each stands in the step', () => {
    const step = 'Simmer 10 minutes, then rest 5 minutes.';
    expect(
      findDurations(step).map(({ index, text }) => step.slice(index, index + text.length)),
    ).toEqual(['10 minutes', '5 minutes']);
  });
});

describe('how a timer reads', () => {
  it('says its length', () => {
    expect(spokenDuration(600)).toBe('10 minutes');
    expect(spokenDuration(4500)).toBe('1 hour 15 minutes');
    expect(spokenDuration(61)).toBe('1 minute 1 second');
  });

  it('shows what is left as a clock', () => {
    expect(clockText(599.2)).toBe('10:00');
    expect(clockText(59)).toBe('0:59');
    expect(clockText(3900)).toBe('1:05:00');
    expect(clockText(-3)).toBe('0:00');
  });
});
