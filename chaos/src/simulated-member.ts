import { randomUUID } from 'node:crypto';
import { decodeQuotedPrintable, type SmtpSink } from '@dating/platform/testing';
import type { FakeMollieServer } from '@dating/platform/testing';
import { ACTIVATION_RETRY_PARAMETER, GIFTS } from '@dating/domain';
import { LiveStream } from './live-stream.js';
import type { SeededRandom } from './seeded-random.js';
import { SiteClient, type ServerError } from './site-client.js';

const PASSWORD = 'a chaos member passphrase';
// A person opens a link the site failed to take again; after this many tries they would give up.
const ACTIVATION_ATTEMPTS = 10;
const ACTIVATION_PATH = /\/api\/activate\.php\?token=[A-Za-z0-9_-]+/;
const ACTIVATION_MAIL_WAIT_MS = 90_000;
const PROFILE = { details: { gender: 'female', sexuality: 'bi' }, location: { country: 'NL', region: 'Utrecht', city: 'Utrecht' } };

type SentKind = 'text' | 'gift' | 'photo';

/** What a member's client was told: the checks compare it with the log once everything has caught up. */
export interface MemberRecord {
  readonly id: string;
  readonly email: string;
  /** The balance in the last answer that carried one. */
  lastToldCredits: number | undefined;
  /** Server ids of the messages (gifts included) answered 201, with their recipient. */
  readonly acceptedMessages: { readonly messageId: string; readonly recipientId: string; readonly kind: SentKind; readonly acceptedAt: number }[];
  readonly liked: Set<string>;
  readonly paidOrders: string[];
}

/** The mail sink and the fake payment provider, shared by every member. */
export interface MemberWorld {
  readonly proxyUrl: string;
  readonly smtp: SmtpSink;
  readonly mollie: FakeMollieServer;
  readonly serverErrors: ServerError[];
  /** The picture members send in chats. */
  readonly photo: Buffer;
  /** Orders a retried request answered without a checkout link (their first request died half-way). */
  readonly ordersWithoutCheckout: string[];
  /** Members (or signups) the harness gave up on: a request kept failing. */
  readonly gaveUp: string[];
}

const waitForActivationPath = async (smtp: SmtpSink, email: string): Promise<string> => {
  const deadline = Date.now() + ACTIVATION_MAIL_WAIT_MS;
  for (;;) {
    const mail = smtp.received.find((received) => received.to.includes(email) && ACTIVATION_PATH.test(decodeQuotedPrintable(received.raw)));
    if (mail) return ACTIVATION_PATH.exec(decodeQuotedPrintable(mail.raw))![0];
    if (Date.now() > deadline) throw new Error(`No activation mail reached ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

/**
 * A member driven by the harness: signs up, activates through the mailed link, keeps a page open on the live stream,
 * then does what members do (like, write, send gifts, buy credits when they run out), one thing at a time.
 */
export class SimulatedMember {
  live: LiveStream | undefined;

  private constructor(
    readonly record: MemberRecord,
    private readonly client: SiteClient,
    private readonly world: MemberWorld,
  ) {}

  static async signUp(world: MemberWorld, index: number): Promise<SimulatedMember> {
    const client = new SiteClient(world.proxyUrl, world.serverErrors);
    const email = `chaos-${index}-${randomUUID().slice(0, 8)}@example.com`;
    const signup = await client.json<{ user: { id: string } }>('POST', '/api/signup.php', { email, name: `Chaos ${index}`, password: PASSWORD, date_of_birth: '1990-05-01', language: 'en' });
    if (signup.status !== 201) throw new Error(`Signup answered ${signup.status}: ${JSON.stringify(signup.body)}`);
    const member = new SimulatedMember({ id: signup.body.user.id, email, lastToldCredits: undefined, acceptedMessages: [], liked: new Set(), paidOrders: [] }, client, world);
    // The link opens in the mail program's browser: no cookies, a redirect to the site's page saying it worked. A page
    // saying the site failed to take it (not that the link is no good) is opened again a moment later, as a person would.
    const link = await waitForActivationPath(world.smtp, email);
    for (let attempt = 1; ; attempt += 1) {
      const location = (await new SiteClient(world.proxyUrl, world.serverErrors).send('GET', link)).headers.get('location') ?? '';
      if (!location.includes('error')) break;
      if (!location.includes(`${ACTIVATION_RETRY_PARAMETER}=`) || attempt === ACTIVATION_ATTEMPTS) throw new Error(`Activation failed: ${location}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const profile = await client.json('PUT', '/api/my-profile.php', PROFILE);
    if (profile.status !== 200) throw new Error(`Profile edit answered ${profile.status}: ${JSON.stringify(profile.body)}`);
    member.live = new LiveStream(client);
    return member;
  }

  /** One action, drawn by `random` among the other members. */
  async act(random: SeededRandom, others: readonly SimulatedMember[]): Promise<void> {
    const other = random.pick(others).record;
    const roll = random.next();
    if (roll < 0.3 && !this.record.liked.has(other.id)) return this.#like(other.id);
    if (roll < 0.75) return this.#send(other.id, 'text', random);
    if (roll < 0.92) return this.#send(other.id, 'gift', random);
    return this.#send(other.id, 'photo', random);
  }

  async #like(memberId: string): Promise<void> {
    const answer = await this.client.json('POST', '/api/like.php', { member_id: memberId });
    if (answer.status < 300) this.record.liked.add(memberId);
  }

  async #send(memberId: string, kind: SentKind, random: SeededRandom): Promise<void> {
    const request = this.#sending(memberId, kind, random);
    const answer = await this.client.json<{ credits?: number; message?: { id: string }; code?: string }>('POST', request.path, request.body);
    if (answer.status === 201 && answer.body.message) {
      this.record.acceptedMessages.push({ messageId: answer.body.message.id, recipientId: memberId, kind, acceptedAt: Date.now() });
      this.record.lastToldCredits = answer.body.credits;
    } else if (answer.body.code?.includes('INSUFFICIENT')) {
      await this.buyCredits();
    }
  }

  /** The request of a message of `kind`, with a fresh idempotency key (kept through the client's retries). */
  #sending(memberId: string, kind: SentKind, random: SeededRandom): { path: string; body: unknown } {
    if (kind === 'text') return { path: '/api/message.php', body: { member_id: memberId, message_id: randomUUID(), text: `Hello ${random.below(1_000)}` } };
    if (kind === 'gift') return { path: '/api/gift.php', body: { member_id: memberId, gift_id: randomUUID(), gift: random.pick(GIFTS) } };
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(this.world.photo)], { type: 'image/jpeg' }), 'holiday.jpg');
    return { path: `/api/chat-photo.php?member_id=${memberId}&message_id=${randomUUID()}`, body: form };
  }

  /**
   * The cheapest bundle by card: the provider's checkout paid, then its webhook, as the provider sends it. An order
   * whose first request died before its payment was made answers its retries without a checkout link: the member,
   * as on the site, orders again.
   */
  async buyCredits(): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      const placed = await this.client.json<{ checkout_url: string | null; order: { id: string } }>('POST', '/api/order.php', { idempotency_key: randomUUID(), bundle_id: 1, method: 'creditcard' });
      if (placed.status !== 201) throw new Error(`Order answered ${placed.status}: ${JSON.stringify(placed.body)}`);
      if (placed.body.checkout_url) return this.#pay(placed.body.order.id, placed.body.checkout_url.split('/').at(-1)!);
      this.world.ordersWithoutCheckout.push(placed.body.order.id);
      if (attempt === 3) throw new Error(`Three orders in a row without a checkout link: ${JSON.stringify(placed.body)}`);
    }
  }

  async #pay(orderId: string, paymentId: string): Promise<void> {
    this.world.mollie.settle(paymentId, 'paid');
    const webhook = await new SiteClient(this.world.proxyUrl, this.world.serverErrors).json('POST', '/api/payment-webhook.php', `id=${paymentId}`);
    if (webhook.status !== 200) throw new Error(`The payment webhook answered ${webhook.status}`);
    this.record.paidOrders.push(orderId);
    await this.refreshCredits();
  }

  async refreshCredits(): Promise<void> {
    this.record.lastToldCredits = await this.shownCredits();
  }

  /** The balance the site shows the member now. */
  async shownCredits(): Promise<number> {
    const user = await this.client.json<{ user: { credits: number } }>('GET', '/api/user.php');
    if (user.status !== 200) throw new Error(`user.php answered ${user.status}`);
    return user.body.user.credits;
  }
}
