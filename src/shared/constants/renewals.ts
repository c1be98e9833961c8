/** SPEC §2.14 renewal reminder types (zod-free: screens read the labels without downloading zod). */
export const RENEWAL_TYPES = ['domain', 'ssl', 'hosting', 'other'] as const;
export type RenewalType = (typeof RENEWAL_TYPES)[number];

/** The types as the Add Renewal Reminder dialog names them. */
export const RENEWAL_TYPE_LABELS: Readonly<Record<RenewalType, string>> = {
  domain: 'Domain Registration',
  ssl: 'SSL Certificate',
  hosting: 'Hosting Renewal',
  other: 'Other',
};
