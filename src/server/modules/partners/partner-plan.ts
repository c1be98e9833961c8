import { planHasPartnerApi } from '../../../shared/constants/partner-api';
import { partnerMessages } from '../../../shared/contracts/partners';
import { forbidden } from '../../http/errors';
import { authorize, type Workspace } from '../workspaces/workspace';
import type { Permission } from '../workspaces/permissions';

/** The partner programme is for paid plans (SPEC §6), then the role decides: reading is open, managing is settings. */
export function authorizePartner(
  ws: Workspace,
  permission: Extract<Permission, 'workspace:read' | 'settings:manage'>,
): void {
  if (!planHasPartnerApi(ws.plan)) throw forbidden(partnerMessages.planRequired, 'PLAN_REQUIRED');
  authorize(ws, permission);
}
