import {
  emailClaimDecider,
  emailClaimStreamId,
  accountDecider,
  accountStreamId,
  registrationDecider,
  registrationStreamId,
  photoAlbumDecider,
  photoAlbumStreamId,
  profileDecider,
  profileStreamId,
  nicheOfCode,
  type EventStore,
  type AccountCommand,
  type PhotoCommand,
} from '@dating/domain';
import type { PhotoStorage, SqlPort } from '@dating/platform';
import { CredentialRepository } from '../auth/credential.repository.js';
import { PasswordHasher } from '../auth/password-hasher.js';
import { emailDigest } from '@dating/platform';
import { PhotoFiles } from '../photos/photo-files.js';
import { processPhoto } from '../photos/photo-processor.js';
import { EMBEDDED_SITES } from '../settings/site-settings.js';
import { DEMO_MEMBER_ACCOUNT, STAFF_ACCOUNT } from './demo-accounts.js';
import { planDemoMember, planProfile, type DemoMemberPlan } from './demo-member.plan.js';
import { renderPortrait } from './demo-portrait.renderer.js';
import { DemoRandom, demoUuid } from './demo-random.js';
import { DemoStreamWriter } from './demo-stream-writer.js';

/** A stream with one event marks a finished seed: later starts seed nothing. */
export const DEMO_SEED_STREAM = 'demo-seed';
export const DEMO_SITE_SEEDED = 'DemoSiteSeeded';
/** Who approved the demo members' photos, as PhotoApproved.decidedBy records it. */
export const DEMO_SEED_MODERATOR = 'demo-seed';
// Enough members at once to keep sharp's threads busy while the event store writes.
const MEMBERS_AT_ONCE = 6;
const ACCOUNT_DATE_OF_BIRTH = '1993-06-15';

export interface DemoSeedDeps {
  readonly eventStore: EventStore;
  readonly sql: SqlPort;
  readonly photoStorage: PhotoStorage;
  readonly appSecret: string;
}

export interface DemoSeedOptions {
  readonly members: number;
  readonly now: Date;
  readonly onProgress?: (done: number, total: number) => void;
}

type Account = typeof DEMO_MEMBER_ACCOUNT | typeof STAFF_ACCOUNT;
const accountMemberId = (account: Account) => demoUuid(`account/${account.email}`);
/** Who signs up: a demo member's plan or a login account. */
type Identity = Pick<DemoMemberPlan, 'memberId' | 'name' | 'email' | 'dateOfBirth' | 'language' | 'country' | 'signedUpAt' | 'confirmedAt'>;

/** Seeds the embedded default's demo site once: fictional members with profiles and photos, a demo login and a staff login. */
export class DemoSeed {
  private readonly writer: DemoStreamWriter;
  private readonly credentials: CredentialRepository;
  private readonly photoFiles: PhotoFiles;
  private readonly hasher = new PasswordHasher();
  private readonly site = EMBEDDED_SITES[0]!;

  constructor(private readonly deps: DemoSeedDeps) {
    this.writer = new DemoStreamWriter(deps.eventStore);
    this.credentials = new CredentialRepository(deps.sql);
    this.photoFiles = new PhotoFiles(deps.photoStorage);
  }

  isDone(): Promise<boolean> {
    return this.deps.eventStore.readStream(DEMO_SEED_STREAM).then((events) => events.length > 0);
  }

  /** Seeds unless an earlier run finished; true when it seeded now. */
  async run({ members, now, onProgress }: DemoSeedOptions): Promise<boolean> {
    if (await this.isDone()) return false;
    // The seed runs before the api role has started: create the credentials table it writes to.
    await this.credentials.migrate();
    await this.seedAccounts(now);
    for (let start = 0; start < members; start += MEMBERS_AT_ONCE) {
      const indexes = Array.from({ length: Math.min(MEMBERS_AT_ONCE, members - start) }, (_, offset) => start + offset);
      await Promise.all(indexes.map((index) => this.seedMember(planDemoMember(index, now))));
      onProgress?.(start + indexes.length, members);
    }
    const marker = { id: demoUuid(DEMO_SEED_STREAM), type: DEMO_SITE_SEEDED, data: { members, seededAt: now.toISOString() }, metadata: {} };
    await this.deps.eventStore.append(DEMO_SEED_STREAM, [marker], 'no_stream');
    return true;
  }

  private async seedMember(plan: DemoMemberPlan): Promise<void> {
    // Files first: an approved photo never points at a missing file, even after a crash.
    await Promise.all(plan.photos.map(async ({ photoId, scene }) => this.photoFiles.save(photoId, await processPhoto(await renderPortrait(plan.person, scene)))));
    const { memberId } = plan;
    await this.writeMember(plan, demoUuid(`${memberId}/password`), true);
    await this.writer.write(profileDecider, profileStreamId(memberId), [
      { type: 'EditProfile', data: { memberId, changes: plan.profile }, metadata: { now: plan.confirmedAt } },
    ]);
    const photoCommands = plan.photos.flatMap(({ photoId, uploadedAt, approvedAt }): PhotoCommand[] => [
      { type: 'UploadPhoto', data: { memberId, photoId, premium: false }, metadata: { now: uploadedAt } },
      { type: 'ApprovePhoto', data: { memberId, photoId, decidedBy: DEMO_SEED_MODERATOR }, metadata: { now: approvedAt } },
    ]);
    await this.writer.write(photoAlbumDecider, photoAlbumStreamId(memberId), photoCommands);
  }

  /**
   * Signs the member up and confirms at once. Fictional members get a password reference with no
   * credential behind it: nobody can log in as them.
   */
  private async writeMember(identity: Identity, passwordHashRef: string, fictional: boolean, accountCommands: AccountCommand[] = []): Promise<void> {
    const { memberId, name, email, dateOfBirth, language, country, signedUpAt, confirmedAt } = identity;
    const activationTokenId = demoUuid(`${memberId}/activation`);
    await this.writer.write(registrationDecider, registrationStreamId(memberId), [
      {
        type: 'SignUp',
        data: { memberId, name, email, dateOfBirth, passwordHashRef, language, domain: this.site.domain, country, tracking: {}, niche: nicheOfCode(this.site.niche), activationTokenId, fictional },
        metadata: { now: signedUpAt },
      },
      { type: 'ConfirmMember', data: { tokenId: activationTokenId }, metadata: { now: confirmedAt } },
    ]);
    await this.writer.write(accountDecider, accountStreamId(memberId), accountCommands);
  }

  private async seedAccounts(now: Date): Promise<void> {
    const demo = await this.seedAccount(DEMO_MEMBER_ACCOUNT, now);
    const random = DemoRandom.for('account/demo');
    await this.writer.write(profileDecider, profileStreamId(demo.memberId), [
      {
        type: 'EditProfile',
        data: { memberId: demo.memberId, changes: planProfile(random, { gender: 'female', age: 30, language: demo.language, country: demo.country }) },
        metadata: { now: now.toISOString() },
      },
    ]);
    // Staff moderate; they are not there to be found by members.
    const staffId = accountMemberId(STAFF_ACCOUNT);
    await this.seedAccount(STAFF_ACCOUNT, now, [
      { type: 'GrantStaffRole', data: { memberId: staffId }, metadata: { now: now.toISOString() } },
      { type: 'ChangeInvisibleMode', data: { memberId: staffId, invisible: true }, metadata: { now: now.toISOString() } },
    ]);
  }

  /** A real, confirmed account with the e-mail claimed and the password hashed like any signup. */
  private async seedAccount(account: Account, now: Date, accountCommands: AccountCommand[] = []): Promise<Identity> {
    const at = now.toISOString();
    const identity: Identity = {
      memberId: accountMemberId(account),
      name: account.name,
      email: account.email,
      dateOfBirth: ACCOUNT_DATE_OF_BIRTH,
      language: 'en',
      country: 'GB',
      signedUpAt: at,
      confirmedAt: at,
    };
    await this.writer.write(emailClaimDecider, emailClaimStreamId(emailDigest(account.email, this.deps.appSecret)), [
      { type: 'ClaimEmail', data: { memberId: identity.memberId }, metadata: { now: at } },
    ]);
    const passwordHashRef = demoUuid(`account/${account.email}/password`);
    if (!(await this.credentials.find(passwordHashRef))) await this.credentials.save(passwordHashRef, await this.hasher.hash(account.password));
    await this.writeMember(identity, passwordHashRef, false, accountCommands);
    return identity;
  }
}
