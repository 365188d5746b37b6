import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useToasts } from '@/components/ui/use-toast';
import { browserTexts } from '@/lib/i18n/texts';

// The toast viewport (Radix Toast and its layers, 14 KB gzipped) is not needed to draw a screen,
// nor before there can be a toast to show (decision 018). Most toasts answer something the cook
// did, so it is drawn (and its code fetched) at their first tap or key press, and is there by the
// time the answer is; a toast raised before it arrives waits in its store and shows once it does.
/** No toasts: offline, with the viewport's code never fetched (the worker keeps what was loaded). */
const NoToaster: ComponentType = () => null;
const Toaster = lazy(() =>
  import('@/components/ui/toaster').then(
    (module): { default: ComponentType } => ({ default: module.Toaster }),
    // Rather than "Something went wrong" for the whole app.
    () => ({ default: NoToaster }),
  ),
);

const FIRST_ACTIONS = ['pointerdown', 'keydown'] as const;

/** The viewport, from the cook's first action or the first toast on. */
function ToasterOnceNeeded() {
  const raised = useToasts().length > 0;
  const [acted, setActed] = useState(false);
  const needed = raised || acted;
  useEffect(() => {
    if (needed) return;
    const act = () => setActed(true);
    for (const type of FIRST_ACTIONS) window.addEventListener(type, act, { capture: true });
    return () => {
      for (const type of FIRST_ACTIONS) window.removeEventListener(type, act, { capture: true });
    };
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

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
        <ToasterOnceNeeded />
      </QueryClientProvider>
    </I18nProvider>
  );
}
