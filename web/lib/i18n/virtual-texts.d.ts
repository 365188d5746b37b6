// The build's compiled texts (scripts/texts-plugin.mjs, decision 049).
declare module 'virtual:simmer-texts' {
  import type { Messages } from '@lingui/core';
  export const languages: string[];
  /** One part: the compiled messages of one namespace in one language. */
  export type TextPart = () => Promise<{ default: Messages }>;
  /** Each language's table of its parts, itself loaded when the language is first needed. */
  export const textParts: Record<string, () => Promise<{ default: Record<string, TextPart> }>>;
}
