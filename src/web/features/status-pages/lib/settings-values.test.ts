import { describe, expect, it } from 'vitest';
import { makePage } from '../test-fixtures';
import { settingsPatch, settingsValues } from './settings-values';

describe('the settings sent on Save', () => {
  it('keep the stored password unless one is typed or removal is asked for', () => {
    const values = settingsValues(makePage({ hasPassword: true, isPublic: false }));
    expect(values.password).toBe('');
    expect(settingsPatch(values)).not.toHaveProperty('password');
    expect(settingsPatch({ ...values, password: 'new-secret' }).password).toBe('new-secret');
    expect(settingsPatch({ ...values, clearPassword: true }).password).toBeNull();
  });

  it('leave empty colours to the defaults and send no host name as none', () => {
    const values = settingsValues(makePage({ theme: { primaryColor: '#059669', mode: 'dark' } }));
    expect(settingsPatch({ ...values, customDomain: '  ' })).toMatchObject({
      theme: { primaryColor: '#059669', mode: 'dark' },
      customDomain: null,
    });
    expect(settingsPatch(values).theme).not.toHaveProperty('textColor');
  });
});
