import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, profileMessages, updateProfileSchema } from './profile';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('profile names (SPEC §5)', () => {
  it('treats empty and blank as absent, trims the rest', () => {
    expect(updateProfileSchema.parse({ firstName: '', lastName: '   ' })).toEqual({ firstName: null, lastName: null });
    expect(updateProfileSchema.parse({ firstName: ' Ada ' })).toEqual({ firstName: 'Ada' });
    expect(updateProfileSchema.parse({})).toEqual({});
  });

  it('takes 2 to 100 characters', () => {
    expect(messages(updateProfileSchema.safeParse({ firstName: 'A', lastName: 'B' }))).toEqual([
      profileMessages.firstNameTooShort,
      profileMessages.lastNameTooShort,
    ]);
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
