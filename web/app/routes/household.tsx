import { HouseholdPage } from '@/features/household/components/household-page';

/** The cook's household: /household. */
export function Component() {
  return <HouseholdPage />;
}
