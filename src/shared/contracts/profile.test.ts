import { describe, expect, it } from 'vitest';
import { authMessages } from './auth';
import { changePasswordFormSchema, profileMessages, updateProfileSchema } from './profile';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('profile names (as sign-up requires them; decision 044)', () => {
  it('requires both when given, trims them, and keeps what was left out', () => {
    expect(messages(updateProfileSchema.safeParse({ firstName: '', lastName: '   ' }))).toEqual([
      authMessages.firstNameRequired,
      authMessages.lastNameRequired,
    ]);
    expect(messages(updateProfileSchema.safeParse({ firstName: null }))).toEqual([authMessages.firstNameRequired]);
    expect(updateProfileSchema.parse({ firstName: ' Ada ' })).toEqual({ firstName: 'Ada' });
    expect(updateProfileSchema.parse({})).toEqual({});
  });

  it('takes 1 to 100 characters, as sign-up does', () => {
    expect(updateProfileSchema.parse({ firstName: 'A', lastName: 'B' })).toEqual({ firstName: 'A', lastName: 'B' });
    expect(messages(updateProfileSchema.safeParse({ firstName: 'x'.repeat(101), lastName: 'y'.repeat(101) }))).toEqual([
      profileMessages.firstNameTooLong,
      profileMessages.lastNameTooLong,
    ]);
    expect(updateProfileSchema.safeParse({ firstName: 'Al', lastName: 'z'.repeat(100) }).success).toBe(true);
  });
});

describe('password form', () => {
  it('needs the current password and the new one twice', () => {
    expect(
      messages(
        changePasswordFormSchema.safeParse({
          currentPassword: '',
          newPassword: 'long-enough',
          confirmPassword: 'long-enough',
        }),
      ),
    ).toEqual([profileMessages.currentPasswordRequired]);
    expect(
      messages(
        changePasswordFormSchema.safeParse({
          currentPassword: 'old',
          newPassword: 'long-enough',
          confirmPassword: 'long-enougH',
        }),
      ),
    ).toEqual([profileMessages.confirmPasswordMismatch]);
  });
});
