import { useCurrentWorkspace } from '../../../lib/workspace';

/**
 * Whether the current member may create and change status pages: viewers only look (SPEC §6; the server agrees).
 * `known` is false until the workspace answered, so an editor is not shown read-only fields first.
 */
export function useEditRights(): { known: boolean; canEdit: boolean } {
  const workspace = useCurrentWorkspace();
  const role = workspace.data?.role;
  return { known: role !== undefined || workspace.isError, canEdit: role !== undefined && role !== 'viewer' };
}

export function useMayEditStatusPages(): boolean {
  return useEditRights().canEdit;
}
