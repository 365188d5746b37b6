import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appConfigQuery } from '@/lib/app-config';
import { createQueryClient } from '@/lib/query-client';
import { DisplayName } from './display-name';

function renderName(userId: string, rainbowUserIds: string[]) {
  const client = createQueryClient();
  client.setQueryData(appConfigQuery.queryKey, {
    rainbowUserIds,
    allowSignup: true,
    accounts: 'local',
    community: true,
  });
  render(
    <QueryClientProvider client={client}>
      <DisplayName userId={userId} name="Chef Ada" />
    </QueryClientProvider>,
  );
  return screen.getByText('Chef Ada');
}

describe('DisplayName', () => {
  it('draws the listed users in rainbow', () => {
    expect(renderName('chef-1', ['chef-1'])).toHaveClass('rainbow-name');
  });

  it('leaves everyone else plain', () => {
    expect(renderName('chef-2', ['chef-1'])).not.toHaveClass('rainbow-name');
  });
});
