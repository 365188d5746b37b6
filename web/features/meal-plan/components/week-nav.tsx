import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/texts';

/** Previous week, This week and Next week; on a phone the arrows go without their words. */
export function WeekNav({
  onPrevious,
  onThisWeek,
  onNext,
  isThisWeek,
}: {
  onPrevious: () => void;
  onThisWeek: () => void;
  onNext: () => void;
  isThisWeek: boolean;
}) {
  const t = useT('mealPlan');
  return (
    <nav aria-label={t('weeks')} className="flex items-center gap-2">
      <Button variant="outline" size="sm" aria-label={t('previousWeek')} onClick={onPrevious}>
        <ChevronLeft aria-hidden="true" />
        <span className="hidden sm:inline">{t('previousWeek')}</span>
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-current={isThisWeek ? 'date' : undefined}
        className={isThisWeek ? 'border-primary text-primary' : undefined}
        onClick={onThisWeek}
      >
        {t('thisWeek')}
      </Button>
      <Button variant="outline" size="sm" aria-label={t('nextWeek')} onClick={onNext}>
        <span className="hidden sm:inline">{t('nextWeek')}</span>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
