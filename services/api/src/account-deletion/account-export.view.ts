import type { ActiveMember, BlockList, MemberEvent, PhotoAlbum, Profile, RecordedEvent } from '@dating/domain';
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

export interface ExportedSession {
  readonly logged_in_at: string;
  readonly expires_at: string;
  readonly logged_out_at: string | null;
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
  readonly member: ActiveMember;
  readonly profile: Profile;
  readonly album: PhotoAlbum;
  readonly blocks: BlockList;
  /** Every event of the member's streams (member, profile, photos, blocks), decrypted. */
  readonly history: readonly RecordedEvent[];
  readonly now: Date;
}

const memberEvents = (history: readonly RecordedEvent[]) => history.map((event) => ({ type: event.type, data: event.data }) as MemberEvent);

const account = (member: ActiveMember, history: readonly RecordedEvent[]) => {
  const signup = memberEvents(history).find((event) => event.type === 'MemberSignedUp');
  return {
    email: member.email,
    name: member.name,
    date_of_birth: signup?.type === 'MemberSignedUp' ? signup.data.dateOfBirth : null,
    language: member.language,
    domain: member.domain,
    country: member.country,
    signed_up_at: member.signedUpAt,
    tracking: signup?.type === 'MemberSignedUp' ? signup.data.tracking : {},
    status: member.status,
    lifecycle: member.lifecycle,
    final_deletion_at: member.pendingDeletion?.finalDeletionAt ?? null,
    pending_email: member.pendingEmailChange?.newEmail ?? null,
    notification_preferences: member.notificationPreferences,
    notifications_disabled: member.notificationsDisabled,
    push_subscribed: member.pushSubscribed,
    invisible: member.invisible,
    staff: member.staff,
    fictional: member.fictional,
  };
};

/** Login and logout times; a session's token hash, the key to it, never leaves the server. */
const sessions = (history: readonly RecordedEvent[]): ExportedSession[] => {
  const byHash = new Map<string, { logged_in_at: string; expires_at: string; logged_out_at: string | null }>();
  for (const event of memberEvents(history)) {
    if (event.type === 'MemberLoggedIn') {
      byHash.set(event.data.sessionHash, { logged_in_at: event.data.loggedInAt, expires_at: event.data.expiresAt, logged_out_at: null });
    } else if (event.type === 'MemberLoggedOut') {
      const session = byHash.get(event.data.sessionHash);
      if (session) session.logged_out_at = event.data.loggedOutAt;
    }
  }
  return [...byHash.values()];
};

const exportedEvent = (event: RecordedEvent): ExportedEvent => ({
  stream: event.streamId,
  version: event.streamVersion,
  type: event.type,
  recorded_at: event.recordedAt,
  data: Object.fromEntries(Object.entries(event.data as Record<string, unknown>).filter(([field]) => !SECRET_FIELDS.has(field))),
});

/** GET /api/account-export.php: everything held about the member (GDPR art. 15 and 20), nothing about anyone else. */
export const toAccountExport = ({ member, profile, album, blocks, history, now }: AccountExportSources): AccountExport => ({
  exported_at: now.toISOString(),
  member_id: member.memberId,
  account: account(member, history),
  profile,
  photos: toMyPhotos(album),
  blocks: Object.entries(blocks.blocked).map(([memberId, blockedAt]) => ({ member_id: memberId, blocked_at: blockedAt })),
  sessions: sessions(history),
  events: history.map(exportedEvent),
});
