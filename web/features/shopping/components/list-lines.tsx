import { useT } from '@/lib/i18n/texts';
import { AISLE_TEXTS, type ListGroups } from '../lib/list-groups';
import { type LineActions, ShoppingLine } from './shopping-line';

/**
 * The lines under their aisles' headings, in the household's order, and the ticked ones in a
 * Checked group at the bottom.
 */
export function ListLines({ groups, ...actions }: { groups: ListGroups } & LineActions) {
  const t = useT('shopping');
  const sections = [
    ...groups.aisles.map(({ aisle, lines }) => ({
      key: aisle,
      name: t(AISLE_TEXTS[aisle]),
      lines,
    })),
    ...(groups.checked.length > 0
      ? [{ key: 'checked', name: t('checkedGroup'), lines: groups.checked }]
      : []),
  ];
  return (
    <div className="grid gap-6">
      {sections.map(({ key, name, lines }) => {
        const headingId = `aisle-${key.replace(/\W+/g, '-')}`;
        return (
          <section key={key} aria-labelledby={headingId}>
            <h2
              id={headingId}
              className="flex items-baseline gap-2 border-border border-b pb-1 font-semibold font-serif text-lg"
            >
              {name}
              {/* Screen readers count a list's items themselves. */}
              <span
                aria-hidden="true"
                className="font-normal font-sans text-muted-foreground text-sm"
              >
                {lines.length}
              </span>
            </h2>
            <ul aria-labelledby={headingId} className="mt-1 grid">
              {lines.map((line) => (
                <li key={String(line.ref)}>
                  <ShoppingLine line={line} {...actions} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
