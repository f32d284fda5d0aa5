import type {
  AccountDeletionRequested,
  ActivationTokenIssued,
  AccountErased,
  AccountReactivated,
  EmailChanged,
  InvisibleModeChanged,
  LocationChanged,
  MainPhotoChosen,
  EmailChangeRequested,
  MemberConfirmed,
  MemberLanguageChanged,
  MemberSignedUp,
  NotificationPreferencesChanged,
  NotificationsDisabled,
  NotificationsEnabled,
  PhotoDeleted,
  RecordedEvent,
  RetentionDiscountGranted,
  StaffRoleGranted,
} from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';
import { assertIdentifier, versionedTable, sealPersonal, type ProjectionContext, type SqlProjection } from '../sql-projection/sql-projection.js';

export const MEMBER_CONTACT_PROJECTION = 'member-contact';
// Bumped when its tables or what they hold change: the new version is built beside the one serving. 4: activation
// links issued before resends existed know when they were issued (before, they were never reminded of).
const MEMBER_CONTACT_VERSION = 4;
export const MEMBER_CONTACT_TABLE = versionedTable('rm_member_contact', MEMBER_CONTACT_VERSION);

type ContactEvent =
  | MemberSignedUp
  | ActivationTokenIssued
  | MemberConfirmed
  | MemberLanguageChanged
  | EmailChangeRequested
  | EmailChanged
  | NotificationPreferencesChanged
  | NotificationsDisabled
  | NotificationsEnabled
  | AccountDeletionRequested
  | AccountReactivated
  | AccountErased
  | InvisibleModeChanged
  | StaffRoleGranted
  | RetentionDiscountGranted
  | MainPhotoChosen
  | PhotoDeleted
  | LocationChanged;

const canHandle: readonly ContactEvent['type'][] = [
  'MemberSignedUp',
  'ActivationTokenIssued',
  'MemberConfirmed',
  'MemberLanguageChanged',
  'EmailChangeRequested',
  'EmailChanged',
  'NotificationPreferencesChanged',
  'NotificationsDisabled',
  'NotificationsEnabled',
  'AccountDeletionRequested',
  'AccountReactivated',
  'AccountErased',
  'InvisibleModeChanged',
  'StaffRoleGranted',
  'RetentionDiscountGranted',
  'MainPhotoChosen',
  'PhotoDeleted',
  'LocationChanged',
];

const tableOf = (suffix: string) => assertIdentifier(`${MEMBER_CONTACT_TABLE}${suffix}`);

// email, name, pending_email and replaced_email hold values sealed with the member's key (base64), never the plaintext.
const migrate = async (tx: SqlExecutor, suffix: string) => {
  await tx.query(`create table if not exists ${tableOf(suffix)} (
    member_id text primary key,
    email text,
    name text,
    pending_email text,
    pending_email_token_id text,
    pending_email_expires_at timestamptz,
    replaced_email text,
    replaced_email_token_id text,
    language text not null,
    domain text not null,
    fictional boolean not null,
    confirmed boolean not null default false,
    lifecycle text not null default 'active',
    reactivation_token_id text,
    final_deletion_at timestamptz,
    notification_preferences jsonb not null default '{}',
    notifications_disabled text[] not null default '{}',
    signed_up_at timestamptz not null,
    country text,
    invisible boolean not null default false,
    staff boolean not null default false,
    retention_discount integer,
    main_photo_id text,
    activation_token_id text,
    activation_issued_at timestamptz,
    activation_expires_at timestamptz
  )`);
  // The activation-reminder sweep looks only at members whose address waits for its confirmation.
  await tx.query(`create index if not exists ${tableOf(suffix)}_awaiting_activation on ${tableOf(suffix)} (activation_issued_at) where not confirmed`);
};

const recordSignup = async (tx: SqlExecutor, table: string, data: MemberSignedUp['data'], context: ProjectionContext) => {
  const { memberId } = data;
  await tx.query(
    `insert into ${table} (member_id, email, name, language, domain, fictional, signed_up_at, country) values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (member_id) do nothing`,
    [
      memberId,
      await sealPersonal(context, memberId, data.email),
      await sealPersonal(context, memberId, data.name),
      data.language,
      data.domain,
      data.fictional ?? false,
      data.signedUpAt,
      data.country,
    ],
  );
};

const recordEmailChangeRequest = async (tx: SqlExecutor, table: string, data: EmailChangeRequested['data'], context: ProjectionContext) => {
  await tx.query(`update ${table} set pending_email = $2, pending_email_token_id = $3, pending_email_expires_at = $4 where member_id = $1`, [
    data.memberId,
    await sealPersonal(context, data.memberId, data.newEmail),
    data.tokenId,
    data.expiresAt,
  ]);
};

// The old address is kept with the token of the change that replaced it: the notice of that change goes there even when
// the change was confirmed before the notice was mailed. A new address is a new chance for mail to arrive: the reasons
// mail had stopped were about the old one.
const recordEmailChange = async (tx: SqlExecutor, table: string, data: EmailChanged['data'], context: ProjectionContext) => {
  await tx.query(
    `update ${table} set email = $2, replaced_email = email, replaced_email_token_id = pending_email_token_id,
       pending_email = null, pending_email_token_id = null, pending_email_expires_at = null, notifications_disabled = '{}'
     where member_id = $1`,
    [data.memberId, await sealPersonal(context, data.memberId, data.email)],
  );
};

const recordLifecycle = async (tx: SqlExecutor, table: string, event: AccountDeletionRequested | AccountReactivated) => {
  const deletion = event.type === 'AccountDeletionRequested' ? event.data : undefined;
  await tx.query(`update ${table} set lifecycle = $2, reactivation_token_id = $3, final_deletion_at = $4 where member_id = $1`, [
    event.data.memberId,
    deletion ? 'deletion_requested' : 'active',
    deletion?.reactivationTokenId ?? null,
    deletion?.finalDeletionAt ?? null,
  ]);
};

const apply = async (tx: SqlExecutor, recorded: RecordedEvent, suffix: string, context: ProjectionContext) => {
  const table = tableOf(suffix);
  const event = { type: recorded.type, data: recorded.data } as ContactEvent;
  switch (event.type) {
    case 'MemberSignedUp':
      return recordSignup(tx, table, event.data, context);
    case 'ActivationTokenIssued': {
      // The newest link is the one a reminder repeats: a link asked for again replaces the one before.
      const { memberId, tokenId, issuedAt, expiresAt } = event.data;
      await tx.query(`update ${table} set activation_token_id = $2, activation_issued_at = $3, activation_expires_at = $4 where member_id = $1`, [
        memberId,
        tokenId,
        issuedAt,
        expiresAt,
      ]);
      return;
    }
    case 'MemberConfirmed':
      await tx.query(`update ${table} set confirmed = true, activation_token_id = null, activation_issued_at = null, activation_expires_at = null where member_id = $1`, [
        event.data.memberId,
      ]);
      return;
    case 'MemberLanguageChanged':
      await tx.query(`update ${table} set language = $2 where member_id = $1`, [event.data.memberId, event.data.language]);
      return;
    case 'EmailChangeRequested':
      return recordEmailChangeRequest(tx, table, event.data, context);
    case 'EmailChanged':
      return recordEmailChange(tx, table, event.data, context);
    case 'NotificationPreferencesChanged':
      await tx.query(`update ${table} set notification_preferences = notification_preferences || $2::jsonb where member_id = $1`, [
        event.data.memberId,
        JSON.stringify(event.data.preferences),
      ]);
      return;
    case 'NotificationsDisabled':
      await tx.query(
        `update ${table} set notifications_disabled = array_append(notifications_disabled, $2) where member_id = $1 and not ($2 = any(notifications_disabled))`,
        [event.data.memberId, event.data.reason],
      );
      return;
    case 'NotificationsEnabled':
      await tx.query(`update ${table} set notifications_disabled = '{}' where member_id = $1`, [event.data.memberId]);
      return;
    case 'AccountDeletionRequested':
    case 'AccountReactivated':
      return recordLifecycle(tx, table, event);
    case 'AccountErased':
      await tx.query(`delete from ${table} where member_id = $1`, [event.data.memberId]);
      return;
    case 'InvisibleModeChanged':
      await tx.query(`update ${table} set invisible = $2 where member_id = $1`, [event.data.memberId, event.data.invisible]);
      return;
    case 'StaffRoleGranted':
      await tx.query(`update ${table} set staff = true where member_id = $1`, [event.data.memberId]);
      return;
    case 'RetentionDiscountGranted':
      await tx.query(`update ${table} set retention_discount = $2 where member_id = $1`, [event.data.memberId, event.data.percentage]);
      return;
    case 'MainPhotoChosen':
      await tx.query(`update ${table} set main_photo_id = $2 where member_id = $1`, [event.data.memberId, event.data.photoId]);
      return;
    case 'PhotoDeleted':
      // The album names a successor with its own MainPhotoChosen right after, if there is one.
      await tx.query(`update ${table} set main_photo_id = null where member_id = $1 and main_photo_id = $2`, [event.data.memberId, event.data.photoId]);
      return;
    case 'LocationChanged':
      // The country the member lives in now, not the one they signed up from: the language switcher orders by it.
      await tx.query(`update ${table} set country = $2 where member_id = $1`, [event.data.memberId, event.data.country]);
      return;
  }
};

/**
 * How to reach each member and what they want to receive: address and name (sealed with the member's key), the new
 * address waiting for confirmation, language, site, confirmation, lifecycle and notification settings. Every mail
 * reactor's jobs read it when they run. It also holds the rest of the member's own account as GET /api/user.php shows
 * it (signup date, the country they live in now, invisible mode, staff role, retention discount, main photo), so that request reads one
 * row. Nothing of a member is left once AccountErased arrives.
 */
export const memberContactProjection: SqlProjection = {
  name: MEMBER_CONTACT_PROJECTION,
  // 2: the activation link waiting for the member's click, which the activation reminder repeats.
  // 3: the country follows the member's location.
  version: MEMBER_CONTACT_VERSION,
  canHandle,
  tables: [MEMBER_CONTACT_TABLE],
  migrate,
  apply,
};
