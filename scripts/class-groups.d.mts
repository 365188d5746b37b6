export interface ClassGroupsTable {
  classGroups: Record<string, string[]>;
  conflictingClassGroups: Record<string, string[]>;
  conflictingClassGroupModifiers: Record<string, string[]>;
  postfixLookupClassGroups: string[];
  orderSensitiveModifiers: string[];
}
export function classGroupsFor(words: readonly string[]): ClassGroupsTable;
export function classGroupsModule(table: ClassGroupsTable): string;
