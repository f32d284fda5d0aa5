import { currentEmailOf, currentLanguageOf, type BlockList, type MemberEvent, type MemberState, type PhotoAlbum, type Profile, type RecordedEvent } from '@dating/domain';
import { toMyPhotos, type MyPhoto } from '../photos/photo.view.js';

/** Fields of events that identify secrets (sessions, the password hash): held about the member, but no data of theirs. */
const SECRET_FIELDS = new Set(['sessionHash', 'keptSessionHash', 'passwordHashRef']);

export interface ExportedEvent {
  readonly stream: string;
  readonly version: number;
  readonly type: string;
  readonly recorded_at: string;
  readonly data: Record<string, unknown>;
}

/** An open session: when it was opened and until when it lasts (its token hash, the key to it, never leaves the server). */
export interface ExportedSession {
  readonly logged_in_at: string;
  readonly expires_at: string;
}

export interface AccountExport {
  readonly exported_at: string;
  readonly member_id: string;
  readonly account: Record<string, unknown>;
  readonly profile: Profile;
  readonly photos: MyPhoto[];
  /** Members this member blocked: by id only, their data is theirs. */
  readonly blocks: { member_id: string; blocked_at: string }[];
  readonly sessions: ExportedSession[];
  readonly events: ExportedEvent[];
}

export interface AccountExportSources {
  readonly member: MemberState;
  readonly sessions: readonly { openedAt: Date; expiresAt: Date }[];
  readonly profile: Profile;
  readonly album: PhotoAlbum;
  readonly blocks: BlockList;
  /** Every event of the member's streams (account, profile, photos, blocks), decrypted. */
  readonly history: readonly RecordedEvent[];
  readonly now: Date;
}

const memberEvents = (history: readonly RecordedEvent[]) => history.map((event) => ({ type: event.type, data: event.data }) as MemberEvent);

const account = (member: MemberState, history: readonly RecordedEvent[]) => {
  const { registration, credentials, account, notifications } = member;
  const signup = memberEvents(history).find((event) => event.type === 'MemberSignedUp');
  return {
    email: currentEmailOf(member),
    name: registration.name,
    date_of_birth: signup?.type === 'MemberSignedUp' ? signup.data.dateOfBirth : null,
    language: currentLanguageOf(member),
    domain: registration.domain,
    country: registration.country,
    signed_up_at: registration.signedUpAt,
    tracking: signup?.type === 'MemberSignedUp' ? signup.data.tracking : {},
    status: registration.status,
    lifecycle: account.lifecycle,
    final_deletion_at: account.pendingDeletion?.finalDeletionAt ?? null,
    pending_email: credentials.pendingEmailChange?.newEmail ?? null,
    notification_preferences: notifications.preferences,
    notifications_disabled: notifications.disabled,
    push_subscribed: notifications.pushDevices.length > 0,
    invisible: account.invisible,
    staff: account.staff,
    fictional: registration.fictional,
  };
};

const exportedEvent = (event: RecordedEvent): ExportedEvent => ({
  stream: event.streamId,
  version: event.streamVersion,
  type: event.type,
  recorded_at: event.recordedAt,
  data: Object.fromEntries(Object.entries(event.data as Record<string, unknown>).filter(([field]) => !SECRET_FIELDS.has(field))),
});

/** GET /api/account-export.php: everything held about the member (GDPR art. 15 and 20), nothing about anyone else. */
export const toAccountExport = ({ member, sessions, profile, album, blocks, history, now }: AccountExportSources): AccountExport => ({
  exported_at: now.toISOString(),
  member_id: member.registration.memberId,
  account: account(member, history),
  profile,
  photos: toMyPhotos(album),
  blocks: Object.entries(blocks.blocked).map(([memberId, blockedAt]) => ({ member_id: memberId, blocked_at: blockedAt })),
  sessions: sessions.map((session) => ({ logged_in_at: session.openedAt.toISOString(), expires_at: session.expiresAt.toISOString() })),
  events: history.map(exportedEvent),
});
