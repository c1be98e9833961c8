import { useCurrentWorkspace } from '../../../lib/workspace';

/** Whether the current member may create and change status pages: viewers only look (SPEC §6; the server agrees). */
export function useMayEditStatusPages(): boolean {
  const role = useCurrentWorkspace().data?.role;
  return role !== undefined && role !== 'viewer';
}
