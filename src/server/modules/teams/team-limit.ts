import { PLANS } from '../../../shared/constants/plans';
import { teamLimitMessage } from '../../../shared/contracts/teams';
import { AppError } from '../../http/errors';
import type { Workspace } from '../workspaces/workspace';

/**
 * SPEC §9.1 team members: the team owner's plan caps members plus pending invitations (an invitation holds a
 * seat until it is accepted, declined, revoked or expires). `seatsTaken` is that sum before the new seat.
 */
export function ensureSeatAvailable(ws: Workspace, seatsTaken: number): void {
  const plan = PLANS[ws.plan];
  if (seatsTaken < plan.maxTeamMembers) return;
  throw new AppError(403, 'PLAN_LIMIT_REACHED', teamLimitMessage(plan.maxTeamMembers, plan.name, ws.role === 'owner'), {
    limit: plan.maxTeamMembers,
    plan: ws.plan,
    used: seatsTaken,
  });
}
