import { useParams } from 'react-router';
import { ComingSoon } from '../coming-soon';
import { NotFound } from '../not-found';

export function Component() {
  const { id = '' } = useParams();
  // SPEC §2: /edit/{id} exists only for a numeric id; the router has no pattern for that.
  if (!/^\d+$/.test(id)) return <NotFound />;
  return <ComingSoon title="Edit Recipe" />;
}
