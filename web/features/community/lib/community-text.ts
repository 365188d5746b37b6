import type { TextName, useT } from '@/lib/i18n/texts';

/** The community texts in the page's language, as `useT('community')` gives them. */
export type CommunityT = ReturnType<typeof useT<'community'>>;
/** A community text's name. */
export type CommunityText = TextName<'community'>;
