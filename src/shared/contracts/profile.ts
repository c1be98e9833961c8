import { z } from 'zod';
import { isValidTimeZone } from '../helpers/time-zone';
import { PASSWORD_MAX_LENGTH, passwordSchema, userSchema } from './auth';

/** SPEC §5 profile names, and the messages of the password change and account deletion. */
export const profileMessages = {
  firstNameTooShort: 'First name must be at least 2 characters',
  firstNameTooLong: 'First name too long',
  lastNameTooShort: 'Last name must be at least 2 characters',
  lastNameTooLong: 'Last name too long',
  timezoneInvalid: 'Choose a time zone from the list',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordSame: 'Choose a new password that differs from the current one',
  confirmPasswordMismatch: 'Passwords do not match',
  noPasswordYet:
    "This account signs in through Google or your organisation's sign-in and has no password yet. To add one, use 'Forgot password' on the sign-in page.",
  deleteEmailRequired: 'Type your e-mail address to confirm',
  deleteEmailMismatch: 'That is not the e-mail address of this account',
  ownsTeams: (names: readonly string[]) =>
    `You own ${names.length === 1 ? 'the team' : 'the teams'} ${names.join(', ')}. Transfer ownership or delete ${
      names.length === 1 ? 'it' : 'them'
    } before deleting your account.`,
} as const;

export const PROFILE_NAME_MIN = 2;
export const PROFILE_NAME_MAX = 100;

/**
 * SPEC §5: each name is optional, empty or blank counts as absent (null), otherwise 2 to 100 characters after
 * trimming. Left out of a PATCH it keeps its value.
 */
const profileName = (tooShort: string, tooLong: string) =>
  z
    .string()
    .nullish()
    .transform((v) => (v == null ? v : v.trim() || null))
    .pipe(z.string().min(PROFILE_NAME_MIN, tooShort).max(PROFILE_NAME_MAX, tooLong).nullish());

export const profileNamesSchema = z.object({
  firstName: profileName(profileMessages.firstNameTooShort, profileMessages.firstNameTooLong),
  lastName: profileName(profileMessages.lastNameTooShort, profileMessages.lastNameTooLong),
});

export const timeZoneSchema = z
  .string({ error: profileMessages.timezoneInvalid })
  .trim()
  .refine(isValidTimeZone, profileMessages.timezoneInvalid);

/** PATCH /api/profile: the names and the time zone (users.timezone); fields left out keep their value. */
export const updateProfileSchema = profileNamesSchema.extend({ timezone: timeZoneSchema.optional() });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

const currentPassword = z
  .string({ error: profileMessages.currentPasswordRequired })
  .min(1, profileMessages.currentPasswordRequired)
  .max(PASSWORD_MAX_LENGTH, profileMessages.currentPasswordWrong);

/** POST /api/profile/password. */
export const changePasswordSchema = z.object({ currentPassword, newPassword: passwordSchema });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The password form: the new password typed twice (checked in the browser only). */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: profileMessages.confirmPasswordMismatch,
    path: ['confirmPassword'],
  });

/**
 * DELETE /api/profile: the account's e-mail typed out (against slips), and its current password when it has one
 * (against a borrowed session).
 */
export const deleteAccountSchema = z.object({
  email: z
    .string({ error: profileMessages.deleteEmailRequired })
    .trim()
    .min(1, profileMessages.deleteEmailRequired)
    .max(320, profileMessages.deleteEmailMismatch),
  password: z.string().max(PASSWORD_MAX_LENGTH, profileMessages.currentPasswordWrong).optional(),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

export const ownedTeamSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type OwnedTeam = z.infer<typeof ownedTeamSchema>;

/** GET /api/profile: the user, whether the account has a password, and the teams that block its deletion. */
export const profileSchema = userSchema.extend({
  hasPassword: z.boolean(),
  ownedTeams: z.array(ownedTeamSchema),
});
export type Profile = z.infer<typeof profileSchema>;
