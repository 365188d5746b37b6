import { useParams } from 'react-router';
import { JoinInvitation } from '@/features/household/components/join-invitation';

/** Where an invitation link leads: /join/{code}. */
export function Component() {
  const { code = '' } = useParams();
  // Keyed by code: another link opened from here starts from its own invitation.
  return <JoinInvitation key={code} code={code} />;
}
