import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

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
  return (
    <nav aria-label="Weeks" className="flex items-center gap-2">
      <Button variant="outline" size="sm" aria-label="Previous week" onClick={onPrevious}>
        <ChevronLeft aria-hidden="true" />
        <span className="hidden sm:inline">Previous week</span>
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-current={isThisWeek ? 'date' : undefined}
        className={isThisWeek ? 'border-primary text-primary' : undefined}
        onClick={onThisWeek}
      >
        This week
      </Button>
      <Button variant="outline" size="sm" aria-label="Next week" onClick={onNext}>
        <span className="hidden sm:inline">Next week</span>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
