import { guessAisle } from '@contracts/aisle-guess';
import { foreignUnitText } from '@contracts/shopping-line';
import { readLineIn } from '@contracts/shopping-line-language';
import type { Aisle, ShoppingItem, ShoppingList } from '@contracts/shopping-lists';
import type { Change, LineRef } from './outbox';

/** A line as the screen shows it: the server's, or one added here and not sent yet. */
export interface ListLine extends ShoppingItem {
  /** How changes name it: the server's id, or the clientId of a line not sent yet. */
  ref: LineRef;
  /** Added on this device and not on the server yet. */
  local: boolean;
}

export interface ListView {
  id: number;
  name: string;
  aisles: Aisle[];
  lines: ListLine[];
}

/** Which server line a clientId became, for lines added here and since sent. */
export type Aliases = Readonly<Record<string, number>>;

const matches = (line: ListLine, ref: LineRef, aliases: Aliases) =>
  line.ref === ref || (typeof ref === 'string' && !line.local && aliases[ref] === line.id);

/**
 * A line typed here, as the server will most likely read it: the amount and unit apart, in the
 * aisle its item is usually found in. The server's reading replaces it once it is sent. It shows
 * the text as typed, so only a spoon or cup word tells its language ("2 EL Olivenöl"); the
 * cook's own language is the server's to add.
 */
function localLine(text: string, clientId: string, now: string): ListLine {
  const parsed = readLineIn(text, { cook: null });
  return {
    id: 0,
    ref: clientId,
    local: true,
    text,
    quantity: parsed.quantity,
    unit: foreignUnitText(parsed.quantity, parsed.unit, parsed.language) ?? parsed.unit,
    item: parsed.item,
    aisle: guessAisle(parsed.key),
    checked: false,
    recipeIds: [],
    recipeTitles: [],
    written: [text],
    updatedAt: now,
  };
}

function applyChange(lines: ListLine[], change: Change, aliases: Aliases, now: string) {
  switch (change.kind) {
    case 'add':
      return [...lines, localLine(change.text, change.clientId, now)];
    case 'edit':
      return lines.map((line) =>
        matches(line, change.line, aliases) ? { ...line, ...change.fields } : line,
      );
    case 'delete':
      return lines.filter((line) => !matches(line, change.line, aliases));
    case 'clear-checked':
      return lines.filter((line) => !line.checked);
  }
}

/**
 * The list as the cook sees it: the server's last answer with every change not sent yet applied
 * on top, in order. A fresher answer from the server never hides a change still on its way.
 */
export function viewOf(
  base: ShoppingList,
  changes: readonly Change[],
  aliases: Aliases = {},
  now: string = new Date().toISOString(),
): ListView {
  let lines: ListLine[] = base.items.map((item) => ({ ...item, ref: item.id, local: false }));
  for (const change of changes) lines = applyChange(lines, change, aliases, now);
  return { id: base.id, name: base.name, aisles: base.aisles, lines };
}

/** The server id a line reference stands for, if known. */
export function resolveRef(ref: LineRef, aliases: Aliases): number | undefined {
  return typeof ref === 'number' ? ref : aliases[ref];
}

/**
 * The line a typed text went into, in the list the server answered with: the unticked line most
 * recently written with those words (the server may have added it to a line for the same item).
 */
export function findAddedLine(list: ShoppingList, text: string): number | undefined {
  const written = text.trim();
  let found: ShoppingItem | undefined;
  for (const item of list.items) {
    if (item.checked || !item.written.includes(written)) continue;
    if (!found || item.updatedAt >= found.updatedAt) found = item;
  }
  return found?.id;
}

/**
 * The list after the server answered an edit with the line as it now holds it. A line rewritten
 * into another item may have been joined to that item's line: the one asked for then goes.
 */
export function withItem(list: ShoppingList, asked: number | undefined, item: ShoppingItem) {
  const items = list.items.filter((line) => line.id !== asked || asked === item.id);
  const at = items.findIndex((line) => line.id === item.id);
  return {
    ...list,
    items: at === -1 ? [...items, item] : items.map((line, index) => (index === at ? item : line)),
  };
}

export const withoutItem = (list: ShoppingList, id: number | undefined) => ({
  ...list,
  items: list.items.filter((line) => line.id !== id),
});
