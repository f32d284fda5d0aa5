import { isErased, normaliseEmail, type MemberEvent, type PhotoEvent, type RecordedEvent } from '@dating/domain';

/** What of a member lives outside their own streams and must go at final deletion. */
export interface MemberTraces {
  /** Every address the member signed up with, asked to move to or moved to, as readable (empty once their key is gone). */
  readonly addresses: string[];
  /** Every password hash the member had (a change stores a new one). */
  readonly passwordHashRefs: string[];
  /** Every photo ever uploaded, to the album or into a chat: deleting a missing file is harmless, missing a file is not. */
  readonly photoIds: string[];
}

const addressOf = (event: MemberEvent): unknown => {
  switch (event.type) {
    case 'MemberSignedUp':
      return event.data.email;
    case 'EmailChangeRequested':
      return event.data.newEmail;
    case 'EmailChanged':
      return event.data.email;
    default:
      return undefined;
  }
};

const passwordHashRefOf = (event: MemberEvent): string | undefined =>
  event.type === 'MemberSignedUp' || event.type === 'PasswordChanged' ? event.data.passwordHashRef : undefined;

export const memberTraces = (memberHistory: readonly RecordedEvent[], albumHistory: readonly RecordedEvent[], chatPhotoIds: readonly string[]): MemberTraces => {
  const memberEvents = memberHistory.map((event) => ({ type: event.type, data: event.data }) as MemberEvent);
  const addresses = memberEvents.map(addressOf).filter((address): address is string => typeof address === 'string' && !isErased(address));
  return {
    addresses: [...new Set(addresses.map(normaliseEmail))],
    passwordHashRefs: [...new Set(memberEvents.map(passwordHashRefOf).filter((ref): ref is string => ref !== undefined))],
    photoIds: [
      ...new Set(
        albumHistory
          .map((event) => ({ type: event.type, data: event.data }) as PhotoEvent)
          .flatMap((event) => (event.type === 'PhotoUploaded' ? [event.data.photoId] : []))
          .concat(chatPhotoIds),
      ),
    ],
  };
};
