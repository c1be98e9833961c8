/** The query keys of the admin users screen: the list (per filters), one user, the audit log. */
export const adminUserKeys = {
  all: ['/api/admin/users'] as const,
  audit: ['/api/admin/audit'] as const,
};
