import { paths } from '@contracts/routes';
import { House } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

export function NotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <title>Page Not Found · Simmer</title>
      <p className="font-bold font-serif text-7xl text-primary/80" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 font-bold font-serif text-3xl">Page Not Found</h1>
      <p className="mt-3 text-muted-foreground">
        Sorry, we couldn't find the page you're looking for.
      </p>
      <Button asChild className="mt-8">
        <Link to={paths.home}>
          <House aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
    </section>
  );
}
