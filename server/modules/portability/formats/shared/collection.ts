// What an export says about a cook's collection besides the recipes themselves: the days each
// recipe was cooked, and cookbooks naming recipes by the export's own ids (decision 041).

/** One day a recipe was cooked, as an export has it; the import keeps a real day only. */
export interface ImportedCookedDay {
  date: string;
  note?: string | null;
}

/** A cookbook from an export: its members named by the ids the export gave its recipes, in order. */
export interface ImportedCookbook {
  name: string;
  description?: string | null;
  isPublic?: boolean;
  members: readonly (string | number)[];
}
