import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { browserTexts } from '@/lib/i18n/texts';

// The toast viewport (Radix Toast and its layers) is not needed to draw the first screen: it
// loads right after. Toasts raised before it arrives wait in their store and show once it does.
const Toaster = lazy(() =>
  import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })),
);

/** Everything the screens rely on around the router; shared by main.tsx and the tests. */
export function AppProviders({
  queryClient,
  texts = browserTexts,
  children,
}: {
  queryClient: QueryClient;
  texts?: I18n | undefined;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={texts}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </I18nProvider>
  );
}
