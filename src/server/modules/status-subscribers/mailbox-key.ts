/**
 * The mailbox an address delivers to, for counting confirmation mails per mailbox (decision 053): letter case and a
 * `+tag` sub-address do not make another mailbox (`Bomb+1@x.org`, `bomb+2@x.org` and `bomb@x.org` are one inbox at
 * nearly every provider). Dots stay: only some providers ignore them, and two real people may differ by one.
 */
export function mailboxKey(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf('+');
  // a local part that starts with '+' has no mailbox name before its tag: it is kept whole
  return plus > 0 ? `${local.slice(0, plus)}${lower.slice(at)}` : lower;
}
