import { describe, expect, it } from 'vitest';
import { teamInvitationEmail } from '../../../src/server/notifications/templates/team-invitation';

describe('team invitation e-mail', () => {
  const email = teamInvitationEmail({
    link: 'https://sitewarden.example/invitation/abc_DEF-123',
    teamName: 'Ops\r\nBcc: victim@example.com <b>',
    inviterName: '<img src=x onerror=alert(1)>',
    role: 'viewer',
    expiresAt: new Date('2030-03-14T09:30:00Z'),
  });

  it('says who invited whom to what, with which role and until when', () => {
    expect(email.text).toContain('as a viewer (see monitoring results without changing anything)');
    expect(email.text).toContain('https://sitewarden.example/invitation/abc_DEF-123');
    expect(email.text).toContain('expires on Thursday, 14 March 2030 at 09:30 UTC');
  });

  it('escapes user text in the HTML and keeps the subject on one line', () => {
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject).toBe(
      '<img src=x onerror=alert(1)> invited you to join Ops Bcc: victim@example.com <b> on Sitewarden',
    );
  });
});
