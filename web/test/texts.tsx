import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { browserTexts } from '@/lib/i18n/texts';

/** The app's texts (in English, as the setup loads them) around a part drawn without the app. */
export const withTexts = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={browserTexts}>{children}</I18nProvider>
);
