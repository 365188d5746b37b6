import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A friendly "nothing here" panel: an icon, a heading, a line of text and an action. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  children,
  headingLevel = 'h3',
}: {
  icon: LucideIcon;
  title: string;
  text?: string;
  children?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <div className="flex flex-col items-center rounded-2xl border border-input border-dashed bg-card/60 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent text-primary">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <Heading className="mt-4 font-semibold font-serif text-xl">{title}</Heading>
      {text && <p className="mt-2 max-w-md text-muted-foreground">{text}</p>}
      {children && <div className="mt-6">{children}</div>}
    </div>
  );
}
