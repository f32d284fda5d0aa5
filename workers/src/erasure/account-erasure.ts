import {
  accountDecider,
  accountStreamId,
  credentialsStreamId,
  emailClaimDecider,
  emailClaimStreamId,
  passwordResetStreamId,
  photoAlbumStreamId,
  PHOTO_SIZES,
  registrationStreamId,
  type EraseAccount,
  type EventStore,
  type PasswordResetRequested,
} from '@dating/domain';
import {
  deleteCredentials,
  emailDigest,
  EventSourcedRepository,
  forgetPresence,
  forgetRequestKeys,
  photoFileName,
  type KeyStore,
  type PhotoStorage,
  type SqlExecutor,
} from '@dating/platform';
import { memberTraces, type MemberTraces } from './member-traces.js';

export interface AccountErasureDeps {
  /** The log with personal fields decrypted: the member's addresses are read before their key goes. */
  readonly eventStore: EventStore;
  readonly keyStore: Pick<KeyStore, 'destroyKey'>;
  /** Holds the password hashes (`credentials`), when the member's pages were last open (`member_presence`) and their requests' keys. */
  readonly sql: SqlExecutor;
  readonly photoStorage: PhotoStorage;
  /** The photos the member sent in chats (the chats read model): their files go with the album's. */
  readonly findChatPhotos: (memberId: string) => Promise<readonly string[]>;
  /** Keys the e-mail digests of claim streams and address key subjects. */
  readonly appSecret: string;
  readonly now: () => Date;
}

export const ERASURE_STEPS = ['addressKeys', 'emailClaims', 'credentials', 'presence', 'requestKeys', 'photoFiles', 'memberKey', 'erased'] as const;
export type ErasureStep = (typeof ERASURE_STEPS)[number];
export type ErasureOutcome = 'erased' | 'already_erased';

type StepRunner = (deps: AccountErasureDeps, memberId: string, traces: MemberTraces, now: string) => Promise<void>;

/**
 * Final deletion in an order that survives a crash anywhere. Every step before the last is idempotent, and the
 * deadline row stays until AccountErased reaches the read model, so the next sweep simply runs them all again.
 * Steps that need the member's addresses (decrypted with the member's key) come before that key is destroyed; a
 * re-run after the key is gone reads no address, but those steps were all done already. The member key goes just
 * before AccountErased, so the event marks an erasure that is complete.
 */
const STEPS: Readonly<Record<ErasureStep, StepRunner>> = {
  // Password-reset requests made while the address had no account were encrypted with a key of their own.
  addressKeys: async (deps, _memberId, { addresses }) => {
    for (const address of addresses) {
      const requests = await deps.eventStore.readStream(passwordResetStreamId(emailDigest(address, deps.appSecret)));
      for (const { data } of requests) {
        const { dataSubjectId, memberId } = data as Partial<PasswordResetRequested['data']>;
        if (dataSubjectId && memberId === null) await deps.keyStore.destroyKey(dataSubjectId);
      }
    }
  },
  // Only a claim this member holds is released: an address given up earlier may belong to someone else by now.
  emailClaims: async (deps, memberId, { addresses }, now) => {
    for (const address of addresses) {
      await new EventSourcedRepository(deps.eventStore).execute(emailClaimDecider, emailClaimStreamId(emailDigest(address, deps.appSecret)), {
        type: 'ReleaseEmail',
        data: { memberId },
        metadata: { now },
      });
    }
  },
  credentials: (deps, _memberId, { passwordHashRefs }) => deleteCredentials(deps.sql, passwordHashRefs),
  presence: (deps, memberId) => forgetPresence(deps.sql, memberId),
  requestKeys: (deps, memberId) => forgetRequestKeys(deps.sql, memberId),
  photoFiles: async (deps, _memberId, { photoIds }) => {
    for (const photoId of photoIds) await Promise.all(PHOTO_SIZES.map((size) => deps.photoStorage.remove(photoFileName(photoId, size))));
  },
  memberKey: (deps, memberId) => deps.keyStore.destroyKey(memberId),
  erased: async (deps, memberId, _traces, now) => {
    const command: EraseAccount = { type: 'EraseAccount', data: { memberId }, metadata: { now } };
    await new EventSourcedRepository(deps.eventStore).execute(accountDecider, accountStreamId(memberId), command);
  },
};

/**
 * Erases a member whose grace period is over. Refuses (ACCOUNT.NOT_DELETED, ACCOUNT.DELETION_NOT_DUE) before
 * touching anything when the member was reactivated or is not due; does nothing for a member already erased.
 * `until` stops after that step: for tests of a crash in the middle.
 */
export const eraseDueAccount = async (deps: AccountErasureDeps, memberId: string, until: ErasureStep = 'erased'): Promise<ErasureOutcome> => {
  const now = deps.now().toISOString();
  const { state } = await new EventSourcedRepository(deps.eventStore).load(accountDecider, accountStreamId(memberId));
  // The decider's own verdict, on the state as it is now, guards every destructive step below.
  if (accountDecider.decide({ type: 'EraseAccount', data: { memberId }, metadata: { now } }, state).length === 0) return 'already_erased';
  const [registration, credentials, album] = await Promise.all(
    [registrationStreamId, credentialsStreamId, photoAlbumStreamId].map((streamOf) => deps.eventStore.readStream(streamOf(memberId))),
  );
  const traces = memberTraces([...registration!, ...credentials!], album!, await deps.findChatPhotos(memberId));
  for (const step of ERASURE_STEPS) {
    await STEPS[step](deps, memberId, traces, now);
    if (step === until) break;
  }
  return 'erased';
};
