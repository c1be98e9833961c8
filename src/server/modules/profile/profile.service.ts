import type { z } from 'zod';
import { profileMessages, type Profile } from '../../../shared/contracts/profile';
import type { changePasswordSchema, deleteAccountSchema, updateProfileSchema } from '../../../shared/contracts/profile';
import { AppError, conflict, fieldError, notFound } from '../../http/errors';
import type { SessionCache } from '../../http/session-cache';
import type { UserRow } from '../auth/auth.repository';
import { toClientUser } from '../auth/auth.service';
import { hashPassword, verifyPassword } from '../auth/password';
import type { DomainLifecycleListener } from '../domains/domains.service';
import type { ProfileRepository } from './profile.repository';

type UpdateProfile = z.output<typeof updateProfileSchema>;
type ChangePassword = z.output<typeof changePasswordSchema>;
type DeleteAccount = z.output<typeof deleteAccountSchema>;

/** Drops the keys a partial update left out, so they keep their stored value. */
const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

export interface ProfileServiceDeps {
  repo: ProfileRepository;
  /** Told about the personal domains a deleted account was monitoring. */
  lifecycle: DomainLifecycleListener;
  /** Forgets the account's cached sessions once a change is stored, so the next request sees it. */
  sessions: Pick<SessionCache, 'forgetUser'>;
}

/** The caller's own account. Acts only on the signed-in user, so there is nothing to authorize beyond sign-in. */
export function createProfileService({ repo, lifecycle, sessions }: ProfileServiceDeps) {
  async function profileOf(user: UserRow): Promise<Profile> {
    return {
      ...toClientUser(user),
      hasPassword: user.password !== null,
      ownedTeams: await repo.ownedTeams(user.id),
    };
  }

  async function requirePassword(user: UserRow, password: string | undefined, field: string): Promise<void> {
    if (!password) throw fieldError(field, profileMessages.currentPasswordRequired);
    if (!(await verifyPassword(user.password, password)))
      throw fieldError(field, profileMessages.currentPasswordWrong, 'WRONG_PASSWORD');
  }

  return {
    get: profileOf,

    async update(user: UserRow, input: UpdateProfile): Promise<Profile> {
      const row = await repo.update(user.id, defined(input));
      await sessions.forgetUser(user.id);
      if (!row) throw notFound('Account not found.');
      return profileOf(row);
    },

    /** Needs the current password; ends the account's other sessions (the one in use stays signed in). */
    async changePassword(user: UserRow, input: ChangePassword, currentSid: string | undefined): Promise<void> {
      if (user.password === null) throw new AppError(409, 'NO_PASSWORD', profileMessages.noPasswordYet);
      await requirePassword(user, input.currentPassword, 'currentPassword');
      if (input.newPassword === input.currentPassword) throw fieldError('newPassword', profileMessages.newPasswordSame);
      await repo.changePassword(user.id, await hashPassword(input.newPassword), currentSid);
      await sessions.forgetUser(user.id);
    },

    /**
     * SPEC §3.2: deleting a user cascades to most owned rows, but a team owner cannot be deleted while the team
     * exists. Asks for the account's e-mail, and its password when it has one.
     */
    async deleteAccount(user: UserRow, input: DeleteAccount): Promise<void> {
      if (input.email.toLowerCase() !== user.email.toLowerCase())
        throw fieldError('email', profileMessages.deleteEmailMismatch);
      if (user.password !== null) await requirePassword(user, input.password, 'password');
      const owned = await repo.ownedTeams(user.id);
      if (owned.length) {
        throw conflict(profileMessages.ownsTeams(owned.map((t) => t.name)), 'OWNS_TEAMS', { teams: owned });
      }
      const stopped = await repo.deleteAccount(user.id);
      await sessions.forgetUser(user.id);
      for (const domain of stopped) await lifecycle.domainDeactivated(domain);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
