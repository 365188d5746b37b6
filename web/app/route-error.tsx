import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Replaces the router's developer-facing error page. The likeliest cause in production is a
 * screen chunk that no longer exists after a deploy, which a reload fixes.
 */
export function RouteError() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 text-center">
      <h1 className="font-bold font-serif text-3xl">Something went wrong</h1>
      <p className="mt-3 text-muted-foreground">
        This page could not be shown. Reloading usually helps.
      </p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        <RotateCcw aria-hidden="true" />
        Reload page
      </Button>
    </main>
  );
}
