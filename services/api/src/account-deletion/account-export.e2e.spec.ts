import { servicesAvailable } from '../testing/test-site.js';
import { logIn, signUp, startDeletionTestSite, type DeletionTestSite } from './account-deletion.e2e-fixtures.js';

const describeWithServices = servicesAvailable ? describe : describe.skip;

interface Export {
  member_id: string;
  account: Record<string, unknown>;
  profile: { about_me?: string; aboutMe?: string; location: unknown };
  photos: unknown[];
  blocks: { member_id: string; blocked_at: string }[];
  sessions: { logged_in_at: string; expires_at: string }[];
  events: { stream: string; version: number; type: string; recorded_at: string; data: Record<string, unknown> }[];
}

describeWithServices('Data export over HTTP', () => {
  let site: DeletionTestSite;
  beforeAll(async () => {
    site = await startDeletionTestSite();
  });
  afterAll(() => site?.stop());

  it('needs a session', async () => {
    const member = await signUp(site);
    await member.client.request('POST', '/api/logout.php');
    expect((await member.client.json('GET', '/api/account-export.php')).body).toMatchObject({ code: 'AUTH.AUTHENTICATION_REQUIRED' });
  });

  it('gives the member everything held about them as a JSON attachment, without secrets or other members’ data', async () => {
    const member = await signUp(site, { name: 'Exporta', dateOfBirth: '1979-11-23' });
    const other = await signUp(site, { name: 'Blockedina' });
    await member.client.json('PUT', '/api/my-profile.php', { about_me: 'Loves exporting data.', location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } });
    await member.client.json('POST', '/api/block.php', { member_id: other.memberId });
    const laptop = await logIn(site, member.email);
    await laptop.client.request('POST', '/api/logout.php');

    const response = await member.client.request('GET', '/api/account-export.php');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const text = await response.text();
    const exported = JSON.parse(text) as Export;

    expect(exported.member_id).toBe(member.memberId);
    expect(exported.account).toMatchObject({
      email: member.email,
      name: 'Exporta',
      date_of_birth: '1979-11-23',
      language: 'nl',
      status: 'not_confirmed',
      lifecycle: 'active',
      invisible: false,
      staff: false,
      notifications_disabled: [],
    });
    expect(exported.account['notification_preferences']).toMatchObject({ news: false, new_messages: true });
    expect(JSON.stringify(exported.profile)).toContain('Loves exporting data.');
    expect(exported.blocks).toEqual([{ member_id: other.memberId, blocked_at: expect.any(String) }]);
    // The laptop logged out: only the session of the signup is still open.
    expect(exported.sessions).toEqual([{ logged_in_at: expect.any(String), expires_at: expect.any(String) }]);
    const types = exported.events.map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['MemberSignedUp', 'MemberBlocked', 'AboutMeChanged']));
    expect(exported.events.find((event) => event.type === 'MemberSignedUp')!.data).toMatchObject({ name: 'Exporta', email: member.email });

    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toMatch(/sessionHash|token_hash|passwordHashRef|password_hash/);
    expect(text).not.toContain('Blockedina');
    expect(text).not.toContain(other.email);
  });
});
