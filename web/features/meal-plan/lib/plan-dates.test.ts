import { describe, expect, it } from 'vitest';
import { browserTexts } from '@/lib/i18n/texts';
import {
  cellName,
  dayName,
  longDate,
  type MealPlanT,
  mondayOf,
  neighbourCell,
  shortDate,
  shownWeek,
  weekDays,
  weekRange,
} from './plan-dates';

const t: MealPlanT = (name, values) => browserTexts._(`mealPlan.${name}`, values);

describe('plan dates', () => {
  it('finds the Monday of any day, Sunday included', () => {
    expect(mondayOf('2025-03-03')).toBe('2025-03-03');
    expect(mondayOf('2025-03-05')).toBe('2025-03-03');
    expect(mondayOf('2025-03-09')).toBe('2025-03-03');
    expect(mondayOf('2025-03-10')).toBe('2025-03-10');
    // Across a month and a year.
    expect(mondayOf('2025-01-01')).toBe('2024-12-30');
  });

  it('lists a week’s seven days and names them', () => {
    expect(weekDays('2025-03-03')).toEqual([
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
      '2025-03-06',
      '2025-03-07',
      '2025-03-08',
      '2025-03-09',
    ]);
    expect(dayName('2025-03-09', 'en')).toBe('Sunday');
    expect(shortDate('2025-03-03', 'en')).toBe('Mar 3');
    expect(longDate('2025-03-04', 'en')).toBe('Tuesday, March 4');
    expect(weekRange('2025-03-03', 'en')).toMatch(/^Mar 3\s*–\s*9, 2025$/);
    expect(cellName(t, 'en', { date: '2025-03-04', slot: 'dinner' })).toBe('Tuesday dinner');
  });

  it('takes the week from the address, else today’s, else none yet', () => {
    expect(shownWeek('2025-03-06', '2025-06-01')).toBe('2025-03-03');
    expect(shownWeek('2025-02-30', '2025-03-05')).toBe('2025-03-03');
    expect(shownWeek(null, '2025-03-05')).toBe('2025-03-03');
    expect(shownWeek('soon', null)).toBeNull();
  });

  it('moves a cell by arrow key within the week and the day', () => {
    const monday = '2025-03-03';
    const tuesdayDinner = { date: '2025-03-04', slot: 'dinner' } as const;
    expect(neighbourCell(tuesdayDinner, 'ArrowRight', monday)).toEqual({
      date: '2025-03-05',
      slot: 'dinner',
    });
    expect(neighbourCell(tuesdayDinner, 'ArrowLeft', monday)?.date).toBe('2025-03-03');
    expect(neighbourCell(tuesdayDinner, 'ArrowUp', monday)?.slot).toBe('lunch');
    expect(neighbourCell(tuesdayDinner, 'ArrowDown', monday)?.slot).toBe('snack');
    expect(neighbourCell({ date: monday, slot: 'breakfast' }, 'ArrowLeft', monday)).toBeNull();
    expect(neighbourCell({ date: monday, slot: 'breakfast' }, 'ArrowUp', monday)).toBeNull();
    expect(neighbourCell({ date: '2025-03-09', slot: 'snack' }, 'ArrowDown', monday)).toBeNull();
    expect(neighbourCell(tuesdayDinner, 'Enter', monday)).toBeNull();
  });
});
