// The build's compiled texts (scripts/texts-plugin.mjs, decision 049).
declare module 'virtual:simmer-texts' {
  import type { Messages } from '@lingui/core';
  export const languages: string[];
  export const textParts: Record<string, Record<string, () => Promise<{ default: Messages }>>>;
}
