import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { RouteError } from './route-error';

function Broken(): never {
  throw new Error('a screen chunk that is gone after a deploy');
}

describe('ErrorBoundary', () => {
  it('shows the error page instead of a screen that throws, with a way to reload', () => {
    // React reports the caught error on the console; expected here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(
        <ErrorBoundary fallback={<RouteError />}>
          <Broken />
        </ErrorBoundary>,
      );
    } finally {
      quiet.mockRestore();
    }
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible();
  });

  it('shows the screen itself when nothing throws', () => {
    render(
      <ErrorBoundary fallback={<RouteError />}>
        <p>All good</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
