import { DEFAULT_NOTIFICATION_PREFERENCES, type MemberEvent } from '@dating/domain';
import { migrateConsumerCheckpoints } from '@dating/platform';
import { postgresIsAvailable } from '@dating/platform/testing';
import { useProjectionTestBed } from '../testing/projection-test-bed.js';
import { MEMBER_CONTACT_TABLE, memberContactProjection } from './member-contact.projection.js';
import { findMemberContact, memberContactReached, pendingActivations } from './member-contact.queries.js';

const describeWithServices = (await postgresIsAvailable()) ? describe : describe.skip;

const AT = '2026-11-01T10:00:00.000Z';
// The read model follows event types, whichever of the member's streams holds them.
const streamOf = (memberId: string) => `member-${memberId}`;
const IN_A_DAY = '2026-11-02T10:00:00.000Z';
const FINAL = '2026-11-15T10:00:00.000Z';

const signedUp = (memberId: string, { fictional = false } = {}): MemberEvent => ({
  type: 'MemberSignedUp',
  data: {
    memberId,
    name: 'Annabel',
    email: 'annabel@example.com',
    dateOfBirth: '1990-05-01',
    passwordHashRef: 'pw',
    language: 'nl',
    domain: 'localhost',
    country: 'NL',
    tracking: {},
    signedUpAt: AT,
    fictional,
  },
});
const confirmed = (memberId: string): MemberEvent => ({ type: 'MemberConfirmed', data: { memberId, confirmedAt: AT } });
const languageChanged = (memberId: string): MemberEvent => ({ type: 'MemberLanguageChanged', data: { memberId, language: 'fi' } });
const changeRequested = (memberId: string, newEmail: string, tokenId: string): MemberEvent => ({
  type: 'EmailChangeRequested',
  data: { memberId, newEmail, tokenId, expiresAt: IN_A_DAY, requestedAt: AT },
});
const emailChanged = (memberId: string, email: string): MemberEvent => ({ type: 'EmailChanged', data: { memberId, email, changedAt: AT } });
const disabled = (memberId: string, reason: 'bounce' | 'fbl'): MemberEvent => ({ type: 'NotificationsDisabled', data: { memberId, reason, disabledAt: AT } });
const enabled = (memberId: string): MemberEvent => ({ type: 'NotificationsEnabled', data: { memberId, enabledAt: AT } });
const preferencesChanged = (memberId: string): MemberEvent => ({
  type: 'NotificationPreferencesChanged',
  data: { memberId, preferences: { promotions: false, news: false } },
});
const deletionRequested = (memberId: string): MemberEvent => ({
  type: 'AccountDeletionRequested',
  data: { memberId, reasons: ['privacy'], comment: null, reactivationTokenId: 're-1', requestedAt: AT, finalDeletionAt: FINAL },
});
const reactivated = (memberId: string): MemberEvent => ({ type: 'AccountReactivated', data: { memberId, reactivatedAt: AT } });
const erased = (memberId: string): MemberEvent => ({ type: 'AccountErased', data: { memberId, erasedAt: FINAL } });

describeWithServices('member contact projection (PostgreSQL)', () => {
  const bed = useProjectionTestBed(memberContactProjection);
  const given = async (memberId: string, events: MemberEvent[]) => {
    await bed.append(streamOf(memberId), events);
    await bed.catchUp();
  };
  const contactOf = (memberId: string) => findMemberContact(bed.sql, bed.personalFields, memberId);
  const storedRow = async (memberId: string) =>
    JSON.stringify((await bed.sql.query(`select * from ${MEMBER_CONTACT_TABLE} where member_id = $1`, [memberId])).rows);

  it('gives a new member with address and name, which the table holds only sealed with the member key', async () => {
    await given('anna', [signedUp('anna'), changeRequested('anna', 'anna.new@example.org', 'change-1')]);

    expect(await contactOf('anna')).toEqual({
      memberId: 'anna',
      email: 'annabel@example.com',
      name: 'Annabel',
      pendingEmail: { email: 'anna.new@example.org', tokenId: 'change-1', expiresAt: IN_A_DAY },
      replacedEmail: null,
      language: 'nl',
      domain: 'localhost',
      fictional: false,
      confirmed: false,
      lifecycle: 'active',
      pendingDeletion: null,
      notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
      notificationsDisabled: [],
      signedUpAt: AT,
      country: 'NL',
      invisible: false,
      staff: false,
      retentionDiscount: null,
      mainPhotoId: null,
    });
    const row = await storedRow('anna');
    for (const plaintext of ['annabel', 'Annabel', 'anna.new']) expect(row).not.toContain(plaintext);
  });

  it('follows confirmation, language, notification preferences and the confirmed new address', async () => {
    await given('anna', [
      signedUp('anna'),
      confirmed('anna'),
      languageChanged('anna'),
      preferencesChanged('anna'),
      changeRequested('anna', 'anna.new@example.org', 'change-1'),
      emailChanged('anna', 'anna.new@example.org'),
    ]);

    expect(await contactOf('anna')).toMatchObject({
      email: 'anna.new@example.org',
      pendingEmail: null,
      replacedEmail: { email: 'annabel@example.com', byTokenId: 'change-1' },
      language: 'fi',
      confirmed: true,
      notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, promotions: false, news: false },
    });
  });

  it('lists each reason mail stopped once, and forgets them when mail is enabled again or the address changes', async () => {
    await given('anna', [signedUp('anna'), disabled('anna', 'bounce'), disabled('anna', 'fbl'), disabled('anna', 'bounce')]);
    expect((await contactOf('anna'))?.notificationsDisabled).toEqual(['bounce', 'fbl']);

    await given('anna', [emailChanged('anna', 'anna.new@example.org')]);
    expect((await contactOf('anna'))?.notificationsDisabled).toEqual([]);

    await given('anna', [disabled('anna', 'bounce'), enabled('anna')]);
    expect((await contactOf('anna'))?.notificationsDisabled).toEqual([]);
  });

  it('knows a pending deletion and its reactivation token until the member reactivates', async () => {
    await given('anna', [signedUp('anna'), deletionRequested('anna')]);
    expect(await contactOf('anna')).toMatchObject({ lifecycle: 'deletion_requested', pendingDeletion: { reactivationTokenId: 're-1', finalDeletionAt: FINAL } });

    await given('anna', [reactivated('anna')]);
    expect(await contactOf('anna')).toMatchObject({ lifecycle: 'active', pendingDeletion: null });
  });

  it('knows demo members as such', async () => {
    await given('demo', [signedUp('demo', { fictional: true })]);

    expect((await contactOf('demo'))?.fictional).toBe(true);
  });

  it('opens no address or name once the member key is destroyed, and holds no row after AccountErased', async () => {
    await given('anna', [
      signedUp('anna'),
      changeRequested('anna', 'anna.new@example.org', 'change-1'),
      emailChanged('anna', 'anna.new@example.org'),
      changeRequested('anna', 'anna.newer@example.org', 'change-2'),
      deletionRequested('anna'),
    ]);

    await bed.keyStore.destroyKey('anna');
    expect(await contactOf('anna')).toMatchObject({ email: null, name: null, pendingEmail: null, replacedEmail: null });

    await given('anna', [erased('anna')]);
    expect(await contactOf('anna')).toBeNull();
    expect(await storedRow('anna')).toBe('[]');
  });

  it('tells a reader whether it has taken in the log up to a position', async () => {
    await migrateConsumerCheckpoints(bed.sql);
    await bed.append(streamOf('anna'), [signedUp('anna')]);
    // The append's own position: reading the log back could come up empty while another test's transaction is open.
    const [event] = await bed.store.readStream(streamOf('anna'));

    expect(await memberContactReached(bed.sql, event!.checkpoint)).toBe(false);
    await bed.catchUp();
    expect(await memberContactReached(bed.sql, event!.checkpoint)).toBe(true);
  });

  it('keeps what the member sees of their own account: invisible mode, staff role, retention discount and main photo', async () => {
    const memberId = 'anna';
    await given(memberId, [
      signedUp(memberId),
      { type: 'InvisibleModeChanged', data: { memberId, invisible: true } },
      { type: 'StaffRoleGranted', data: { memberId } },
      { type: 'RetentionDiscountGranted', data: { memberId, percentage: 50, grantedAt: AT } },
      { type: 'MainPhotoChosen', data: { memberId, photoId: 'photo-1' } },
    ] as MemberEvent[]);
    expect(await contactOf(memberId)).toMatchObject({ invisible: true, staff: true, retentionDiscount: 50, mainPhotoId: 'photo-1' });

    await given(memberId, [{ type: 'PhotoDeleted', data: { memberId, photoId: 'photo-2' } }] as unknown as MemberEvent[]);
    expect((await contactOf(memberId))?.mainPhotoId).toBe('photo-1');
    await given(memberId, [{ type: 'PhotoDeleted', data: { memberId, photoId: 'photo-1' } }] as unknown as MemberEvent[]);
    expect((await contactOf(memberId))?.mainPhotoId).toBeNull();
  });

  it('offers a reminder for an activation link issued before resends existed, which the log holds without its issue time', async () => {
    const expiresAt = '2026-11-04T10:00:00.000Z';
    await given('olga', [signedUp('olga')]);
    await bed.append(streamOf('olga'), [{ type: 'ActivationTokenIssued', data: { memberId: 'olga', tokenId: 'link-1', expiresAt } } as unknown as MemberEvent]);
    await bed.catchUp();

    const pending = await pendingActivations(bed.sql, { issuedBefore: new Date(IN_A_DAY), validAfter: new Date(IN_A_DAY) }, '', 10);
    // Links then lived 72 hours: it was issued at signup.
    expect(pending).toEqual([{ memberId: 'olga', tokenId: 'link-1', issuedAt: AT, expiresAt }]);
  });

  it('gives the country the member lives in now: signed up from the Netherlands, moved to Belgium', async () => {
    const memberId = 'anna';
    await given(memberId, [signedUp(memberId)]);
    await given(memberId, [{ type: 'LocationChanged', data: { memberId, country: 'BE', region: 'Flanders', city: 'Gent' } }] as unknown as MemberEvent[]);

    expect((await contactOf(memberId))?.country).toBe('BE');
  });
});
