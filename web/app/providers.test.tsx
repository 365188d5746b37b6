import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/use-toast';
import { renderWithProviders } from '@/test/render-app';

// The toast viewport's code fails to load, as offline when the worker never kept it.
vi.mock('@/components/ui/toaster', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the toast viewport, when its code cannot load', () => {
  it('leaves the screen working: it shows no toast, and no error page', async () => {
    renderWithProviders(<button type="button">Save</button>);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    act(() => void toast({ title: 'Saved' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();
    expect(screen.queryByText('Saved')).toBeNull();
  });
});
