import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-app';
import { TagsInput } from './tags-input';

function Harness({ start = [] as string[], suggestions = [] as string[] }) {
  const [tags, setTags] = useState(start);
  return (
    <>
      <label htmlFor="tags">Tags</label>
      <TagsInput id="tags" value={tags} onChange={setTags} suggestions={suggestions} />
      <output data-testid="tags">{JSON.stringify(tags)}</output>
    </>
  );
}

function setup(props: { start?: string[]; suggestions?: string[] } = {}) {
  const events = userEvent.setup();
  renderWithProviders(<Harness {...props} />);
  const box = screen.getByRole('combobox', { name: 'Tags' });
  const tags = () => JSON.parse(screen.getByTestId('tags').textContent ?? '[]');
  return { events, box, tags };
}

describe('TagsInput', () => {
  it('adds a tag on Enter or a comma, trimmed, as a removable chip', async () => {
    const { events, box, tags } = setup();
    await events.type(box, ' Dinner {Enter}quick,vegan,');
    expect(tags()).toEqual(['Dinner', 'quick', 'vegan']);
    expect(box).toHaveValue('');
    const chips = within(screen.getByRole('list', { name: 'Tags added' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Dinner', 'quick', 'vegan']);
    await events.click(screen.getByRole('button', { name: 'Remove tag quick' }));
    expect(tags()).toEqual(['Dinner', 'vegan']);
  });

  it('adds a tag only once, whatever its case', async () => {
    const { events, box, tags } = setup({ start: ['Dinner'] });
    await events.type(box, 'dinner{Enter}DINNER,Käse,KÄSE{Enter}');
    expect(tags()).toEqual(['Dinner', 'Käse']);
  });

  it('removes the last tag with Backspace in the empty box', async () => {
    const { events, box, tags } = setup({ start: ['a', 'b'] });
    await events.type(box, 'c{Backspace}');
    expect(tags()).toEqual(['a', 'b']);
    await events.keyboard('{Backspace}');
    expect(tags()).toEqual(['a']);
  });

  it('refuses a tag that is too long, saying why', async () => {
    const { events, box, tags } = setup();
    await events.click(box);
    await events.paste('x'.repeat(51));
    await events.keyboard('{Enter}');
    expect(tags()).toEqual([]);
    expect(screen.getByText('A tag must be at most 50 characters')).toBeVisible();
  });

  it('suggests the cook’s own tags as they type, picked with the arrow keys and Enter', async () => {
    const { events, box, tags } = setup({
      start: ['Weeknight'],
      suggestions: ['Dessert', 'dinner', 'Weeknight', 'Winter'],
    });
    await events.type(box, 'DI');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Your tags' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['dinner']);
    await events.clear(box);
    // Tags already there are not offered again.
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Dessert', 'dinner', 'Winter']);
    await events.keyboard('{ArrowDown}{ArrowDown}');
    const second = within(listbox).getByRole('option', { name: 'dinner' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await events.keyboard('{ArrowUp}{Enter}');
    expect(tags()).toEqual(['Weeknight', 'Dessert']);
    await events.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});
