/** Issue 17: the workspace's maintenance windows, built by its own change; the status pages screen imports it. */
export function MaintenanceSection() {
  return null;
}
