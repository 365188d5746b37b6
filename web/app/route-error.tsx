import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { browserTexts, type TextName } from '@/lib/i18n/texts';

/**
 * Drawn around the app's providers (app.tsx), so not through `useT`: from the browser's texts
 * directly, which hold `common` by then (the root layout draws every screen with it), and without
 * waiting for a download that, after a deploy, may fail like the chunk that brought us here.
 */
const text = (name: TextName<'common'>) => browserTexts._(`common.${name}`);

/**
 * Replaces the router's developer-facing error page. The likeliest cause in production is a
 * screen chunk that no longer exists after a deploy, which a reload fixes.
 */
export function RouteError() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="font-bold font-serif text-3xl">{text('errorTitle')}</h1>
      <p className="mt-3 text-muted-foreground">{text('errorText')}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        <RotateCcw aria-hidden="true" />
        {text('reloadPage')}
      </Button>
    </main>
  );
}
