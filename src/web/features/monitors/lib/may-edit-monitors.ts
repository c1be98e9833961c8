import { useCurrentWorkspace } from '../../../lib/workspace';

/** Whether the current member may add, change and delete monitors: viewers only look (the server says the same). */
export function useMayEditMonitors(): boolean {
  const role = useCurrentWorkspace().data?.role;
  return role !== undefined && role !== 'viewer';
}
