import { DEFAULT_NOTIFICATION_PREFERENCES, type MemberContact } from '@dating/domain';
import type { OutgoingMail } from '@dating/platform';
import type { MailContacts } from './mail-contact.port.js';
import type { MailDeliveryRepository } from './mail-delivery.repository.js';
import type { MailJobDeps } from './mail-job.js';

/** Test support for the mail jobs: a mailer that keeps what it sends, a ledger and the member-contact read model in memory. */
export const TEST_LINK_SECRET = 'job-test-secret';
export const TEST_NOW = new Date('2026-11-22T10:00:00.000Z');
export const TEST_MEMBER_ID = 'member-1';
/** Where the events of the jobs under test are in the log; the read model has taken it in unless a test says otherwise. */
export const TEST_CHECKPOINT = '0010';

export const inMemoryDeliveries = (): MailDeliveryRepository => {
  const sent = new Set<string>();
  return {
    wasSent: async (key) => sent.has(key),
    recordSent: async (key) => void sent.add(key),
  };
};

/** A member as the read model holds them, on www.example.com. */
export const aContact = (overrides: Partial<MemberContact> = {}): MemberContact => ({
  memberId: TEST_MEMBER_ID,
  email: 'anna@example.com',
  name: 'Anna',
  pendingEmail: null,
  replacedEmail: null,
  language: 'nl',
  domain: 'example.com',
  fictional: false,
  confirmed: false,
  lifecycle: 'active',
  pendingDeletion: null,
  notificationPreferences: DEFAULT_NOTIFICATION_PREFERENCES,
  notificationsDisabled: [],
  signedUpAt: '2026-11-01T10:00:00.000Z',
  country: 'NL',
  invisible: false,
  staff: false,
  retentionDiscount: null,
  mainPhotoId: null,
  ...overrides,
});

/** The read model in memory: `contacts` by member id, having taken in the log up to `at`. */
export const inMemoryContacts = (contact: MemberContact | null) => {
  const state = { at: TEST_CHECKPOINT, contacts: new Map<string, MemberContact>(contact ? [[TEST_MEMBER_ID, contact]] : []) };
  const port: MailContacts = {
    reached: async (checkpoint) => checkpoint <= state.at,
    find: async (memberId) => state.contacts.get(memberId) ?? null,
  };
  return { state, port };
};

/** Deps of a mail job on `https://www.<domain>` for member TEST_MEMBER_ID; the mailer fails `failuresBeforeSuccess` times first. */
export const mailJobHarness = ({ failuresBeforeSuccess = 0, contact = aContact() as MemberContact | null } = {}) => {
  const outbox: OutgoingMail[] = [];
  let failuresLeft = failuresBeforeSuccess;
  const readModel = inMemoryContacts(contact);
  const deps: MailJobDeps = {
    mailer: {
      send: async (mail) => {
        if (failuresLeft-- > 0) throw new Error('SMTP down');
        outbox.push(mail);
      },
    },
    deliveries: inMemoryDeliveries(),
    contacts: readModel.port,
    // A read model that is behind fails the job at once: the queue's retry is what a test then looks at.
    readModelWaitMs: 0,
    linkSecret: TEST_LINK_SECRET,
    siteOrigin: (domain) => `https://www.${domain}`,
    mailFrom: (domain) => `"Example" <noreply@${domain}>`,
    now: () => TEST_NOW,
  };
  return { deps, outbox, readModel: readModel.state };
};

/** The first link in the text part that starts with `prefix`. */
export const linkOf = (mail: OutgoingMail, prefix: string): URL | undefined => {
  const found = mail.text.split('\n').find((line) => line.startsWith(prefix));
  return found === undefined ? undefined : new URL(found);
};

/** The `token` parameter of that link. */
export const tokenOf = (mail: OutgoingMail, prefix: string): string => linkOf(mail, prefix)?.searchParams.get('token') ?? '';
