import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * A dashboard action card. `action` is the card's link or button; a stretched ::after on it
 * makes the whole card its hit area, while its name stays the card's title.
 */
export function ActionCard({
  icon: Icon,
  action,
  children,
}: {
  icon: LucideIcon;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="relative h-full transition hover:-translate-y-0.5 hover:border-accent-border hover:shadow-md has-focus-visible:ring-2 has-focus-visible:ring-ring">
      <CardHeader>
        <span className="mb-2 flex size-11 items-center justify-center rounded-xl bg-accent text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <CardTitle>{action}</CardTitle>
        <CardDescription>{children}</CardDescription>
      </CardHeader>
    </Card>
  );
}

export const STRETCHED =
  'text-left outline-none after:absolute after:inset-0 after:rounded-2xl disabled:cursor-wait';
