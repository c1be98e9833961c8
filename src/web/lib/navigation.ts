/**
 * Full page loads. SPEC §2.5 / §4: sign-in, sign-up and logout end with a full reload so that every cache and every
 * piece of in-memory state starts again from the server's truth. Kept in one module so tests can replace it.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};
