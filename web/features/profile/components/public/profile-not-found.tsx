import { paths } from '@contracts/routes';
import { UserX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';

/** The user does not exist or the profile is private: the two look alike (decision 012). */
export function ProfileNotFound() {
  const t = useT('profile');
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center px-4 py-16 text-center">
      <title>{t('notFoundPageTitle')}</title>
      <span className="flex size-16 items-center justify-center rounded-full bg-accent text-primary">
        <UserX className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 font-bold font-serif text-3xl">{t('notFoundTitle')}</h1>
      <p className="mt-3 text-muted-foreground">{t('notFoundText')}</p>
      <Button asChild className="mt-8">
        <Link to={paths.home}>{t('backToHome')}</Link>
      </Button>
    </section>
  );
}
