import { paths } from '@contracts/routes';
import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The user does not exist or the profile is private: the two look alike (decision 012). */
export function ProfileNotFound() {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center px-4 py-16 text-center">
      <title>Profile Not Found · Simmer</title>
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-primary">
        <UserX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-bold font-serif text-3xl">Profile Not Found</h1>
      <p className="mt-3 text-muted-foreground">
        This user profile doesn't exist or is set to private.
      </p>
      <Button asChild className="mt-8">
        <Link to={paths.home}>Back to Home</Link>
      </Button>
    </section>
  );
}
