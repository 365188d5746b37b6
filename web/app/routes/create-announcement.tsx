import { ComingSoon } from '../coming-soon';

export function Component() {
  return <ComingSoon title="Create Announcement" />;
}
