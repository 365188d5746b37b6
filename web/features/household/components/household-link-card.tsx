import { paths } from '@contracts/routes';
import { UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n/texts';

/** Account Settings' way to the Household screen: who the cook shares the kitchen with. */
export function HouseholdLinkCard() {
  const t = useT('household');
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-2 font-serif text-xl">
            <UsersRound className="size-5 text-primary" aria-hidden="true" />
            {t('household')}
          </h2>
        </CardTitle>
        <CardDescription>{t('linkCardText')}</CardDescription>
      </CardHeader>
      <div className="px-6 pb-6">
        <Button asChild variant="outline">
          <Link to={paths.household}>{t('manage')}</Link>
        </Button>
      </div>
    </Card>
  );
}
