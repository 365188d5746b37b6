import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withTexts as texts } from '@/test/texts';
import { Toaster } from './toaster';
import { toast } from './use-toast';

describe('toasts', () => {
  it('shows a toast with its title and description', () => {
    render(<Toaster />, { wrapper: texts });
    act(() => {
      toast({ title: 'Recipe Created!', description: 'Your recipe has been saved successfully.' });
    });
    expect(screen.getByText('Recipe Created!')).toBeVisible();
    expect(screen.getByText('Your recipe has been saved successfully.')).toBeVisible();
  });

  it('shows at most one toast: a new toast replaces the previous one', () => {
    render(<Toaster />, { wrapper: texts });
    act(() => {
      toast({ title: 'Following!', description: 'You are now following Ada' });
    });
    act(() => {
      toast({ title: 'Error', description: 'Failed to delete recipe', variant: 'destructive' });
    });
    expect(screen.queryByText('Following!')).not.toBeInTheDocument();
    expect(screen.getByText('Failed to delete recipe')).toBeVisible();
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(1);
  });

  it('closes a toast from its close button', async () => {
    render(<Toaster />, { wrapper: texts });
    act(() => {
      toast({ title: 'Recipe Deleted' });
    });
    await act(async () => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByText('Recipe Deleted')).not.toBeInTheDocument();
  });

  it('offers its one action, which closes it', async () => {
    const undo = vi.fn();
    render(<Toaster />, { wrapper: texts });
    act(() => {
      toast({ title: 'Deleted "milk"', action: { label: 'Undo', onClick: undo } });
    });
    await act(async () => screen.getByRole('button', { name: 'Undo' }).click());
    expect(undo).toHaveBeenCalledOnce();
    expect(screen.queryByText('Deleted "milk"')).not.toBeInTheDocument();
  });
});
