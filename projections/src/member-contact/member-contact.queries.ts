import { DEFAULT_NOTIFICATION_PREFERENCES } from '@dating/domain';
import type { Checkpoint, Language, MemberContact, NotificationPreference, NotificationPreferences, NotificationsDisabledReason } from '@dating/domain';
import type { PersonalFieldCipher, SqlExecutor } from '@dating/platform';
import { MEMBER_CONTACT_PROJECTION, MEMBER_CONTACT_TABLE } from './member-contact.projection.js';
import { readModelsReached } from '../read-models-reached.js';

interface ContactRow {
  member_id: string;
  email: string | null;
  name: string | null;
  pending_email: string | null;
  pending_email_token_id: string | null;
  pending_email_expires_at: Date | string | null;
  replaced_email: string | null;
  replaced_email_token_id: string | null;
  language: Language;
  domain: string;
  fictional: boolean;
  confirmed: boolean;
  lifecycle: MemberContact['lifecycle'];
  reactivation_token_id: string | null;
  final_deletion_at: Date | string | null;
  notification_preferences: Partial<NotificationPreferences>;
  notifications_disabled: NotificationsDisabledReason[];
  signed_up_at: Date | string;
  country: string | null;
  invisible: boolean;
  staff: boolean;
  retention_discount: number | null;
  main_photo_id: string | null;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

const toContact = (row: ContactRow, [email, name, pendingEmail, replacedEmail]: (string | null)[]): MemberContact => ({
  memberId: row.member_id,
  email: email ?? null,
  name: name ?? null,
  pendingEmail:
    pendingEmail && row.pending_email_token_id && row.pending_email_expires_at
      ? { email: pendingEmail, tokenId: row.pending_email_token_id, expiresAt: iso(row.pending_email_expires_at) }
      : null,
  replacedEmail: replacedEmail && row.replaced_email_token_id ? { email: replacedEmail, byTokenId: row.replaced_email_token_id } : null,
  language: row.language,
  domain: row.domain,
  fictional: row.fictional,
  confirmed: row.confirmed,
  lifecycle: row.lifecycle,
  pendingDeletion:
    row.reactivation_token_id && row.final_deletion_at
      ? { reactivationTokenId: row.reactivation_token_id, finalDeletionAt: iso(row.final_deletion_at) }
      : null,
  notificationPreferences: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...row.notification_preferences },
  notificationsDisabled: row.notifications_disabled,
  signedUpAt: iso(row.signed_up_at),
  country: row.country,
  invisible: row.invisible,
  staff: row.staff,
  retentionDiscount: row.retention_discount,
  mainPhotoId: row.main_photo_id,
});

/** The members' contacts the read model holds (an unknown or erased member has none), their fields opened at once. */
export const findMemberContacts = async (sql: SqlExecutor, cipher: PersonalFieldCipher, memberIds: readonly string[]): Promise<ReadonlyMap<string, MemberContact>> => {
  const { rows } = await sql.query<ContactRow>(`select * from ${MEMBER_CONTACT_TABLE} where member_id = any($1::text[])`, [memberIds], { preparedAs: 'member_contacts' });
  const opened = await cipher.openEach(rows, (row) =>
    [row.email, row.name, row.pending_email, row.replaced_email].map((sealed) => ({ subjectId: row.member_id, sealed })),
  );
  return new Map(rows.map((row, index) => [row.member_id, toContact(row, opened[index]!)]));
};

/** The members' display names, and nothing else of their contacts: all a notice about another member tells of them. Null once a member's key is gone. */
export const memberNames = async (sql: SqlExecutor, cipher: PersonalFieldCipher, memberIds: readonly string[]): Promise<ReadonlyMap<string, string | null>> => {
  const { rows } = await sql.query<Pick<ContactRow, 'member_id' | 'name'>>(`select member_id, name from ${MEMBER_CONTACT_TABLE} where member_id = any($1::text[])`, [memberIds], {
    preparedAs: 'member_names',
  });
  const names = await cipher.openAll(rows.map((row) => ({ subjectId: row.member_id, sealed: row.name })));
  return new Map(rows.map((row, index) => [row.member_id, names[index] ?? null]));
};

/** The member's contact, or null for a member the read model does not hold (unknown, or erased). */
export const findMemberContact = async (sql: SqlExecutor, cipher: PersonalFieldCipher, memberId: string): Promise<MemberContact | null> =>
  (await findMemberContacts(sql, cipher, [memberId])).get(memberId) ?? null;

/** Whether the read model has taken in the log up to `checkpoint`: a reader that needs what an event did asks first. */
export const memberContactReached = (sql: SqlExecutor, checkpoint: Checkpoint): Promise<boolean> => readModelsReached(sql, [MEMBER_CONTACT_PROJECTION], checkpoint);

/**
 * Real, confirmed, active members who opted in to `preference` (a marketing mail, off unless chosen), after member
 * `afterMemberId` in id order: a scheduled mail pages through them.
 */
export const membersOptedInTo = async (sql: SqlExecutor, preference: NotificationPreference, afterMemberId: string, limit: number): Promise<string[]> =>
  (
    await sql.query<{ member_id: string }>(
      `select member_id from ${MEMBER_CONTACT_TABLE}
        where member_id > $1 and not fictional and confirmed and lifecycle = 'active' and (notification_preferences ->> $2)::boolean is true
        order by member_id limit $3`,
      [afterMemberId, preference, limit],
    )
  ).rows.map((row) => row.member_id);

/** An activation link still waiting for its member's click. */
export interface PendingActivation {
  readonly memberId: string;
  readonly tokenId: string;
  readonly issuedAt: string;
  readonly expiresAt: string;
}

/**
 * Real, active members whose address is not confirmed, with a link out since at least `issuedBefore` that still works
 * after `validAfter`, after member `afterMemberId` in id order: the candidates for an activation reminder.
 */
export const pendingActivations = async (
  sql: SqlExecutor,
  { issuedBefore, validAfter }: { readonly issuedBefore: Date; readonly validAfter: Date },
  afterMemberId: string,
  limit: number,
): Promise<PendingActivation[]> =>
  (
    await sql.query<{ member_id: string; activation_token_id: string; activation_issued_at: Date | string; activation_expires_at: Date | string }>(
      `select member_id, activation_token_id, activation_issued_at, activation_expires_at from ${MEMBER_CONTACT_TABLE}
        where not confirmed and activation_issued_at <= $1 and activation_expires_at > $2 and not fictional and lifecycle = 'active' and member_id > $3
        order by member_id limit $4`,
      [issuedBefore, validAfter, afterMemberId, limit],
    )
  ).rows.map((row) => ({ memberId: row.member_id, tokenId: row.activation_token_id, issuedAt: iso(row.activation_issued_at), expiresAt: iso(row.activation_expires_at) }));
