import type { TeamRoleName } from '../../../../shared/contracts/teams';
import { Badge } from '../../../components/ui/badge';
import { ROLE_LABELS, ROLE_TONES } from '../lib/team-roles';

/** The caller's or a member's role in a team. */
export function RoleBadge({ role, className }: { role: TeamRoleName; className?: string }) {
  return (
    <Badge tone={ROLE_TONES[role]} className={className}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}
