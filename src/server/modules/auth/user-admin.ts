import { registerSchema, type SubscriptionTier } from '../../../shared/contracts/auth';
import { CommandError } from '../../cli-args';
import type { Database } from '../../db/client';
import { createAuthRepository, type UserRow } from './auth.repository';
import { hashPassword } from './password';

export interface CreateUserInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  plan: SubscriptionTier;
  admin: boolean;
}

/** `sitewarden user create`: the same e-mail and password rules as sign-up. */
export async function createUserCommand(db: Database, input: CreateUserInput): Promise<UserRow> {
  const parsed = registerSchema.pick({ email: true, password: true }).safeParse(input);
  if (!parsed.success) throw new CommandError(parsed.error.issues.map((i) => i.message).join('; '));
  const repo = createAuthRepository(db);
  const user = await repo.createUser({
    email: parsed.data.email,
    password: await hashPassword(parsed.data.password),
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    subscriptionTier: input.plan,
    isAdmin: input.admin,
  });
  if (!user) throw new CommandError(`A user with the e-mail ${parsed.data.email} already exists.`);
  return user;
}

/** The id of the account a command names by e-mail. */
export async function userIdCommand(db: Database, email: string): Promise<string> {
  const user = await createAuthRepository(db).findUserByEmail(email.trim().toLowerCase());
  if (!user) throw new CommandError(`No user with the e-mail ${email}.`);
  return user.id;
}

/**
 * Writes a user's tier alone, as another process would; tests use it. `sitewarden user plan` goes through the
 * one plan-change path instead (modules/billing/plan-change.service.ts).
 */
export async function setPlanCommand(db: Database, email: string, plan: SubscriptionTier): Promise<string> {
  const userId = await userIdCommand(db, email);
  await createAuthRepository(db).setPlan(userId, plan);
  return userId;
}
