import type { MemberEvent, RecordedEvent } from '@dating/domain';
import type { DocumentProjection } from '../document-projection/document-projection.js';

/**
 * Members as the rest of the site may list them: no name, e-mail or date of birth here, so the
 * read model holds no personal field a crypto-shred would have to chase.
 */
export interface MemberDirectoryEntry {
  readonly memberId: string;
  readonly status: 'not_confirmed' | 'confirmed';
  readonly language: string;
  readonly domain: string;
  readonly country: string | null;
  readonly signedUpAt: string;
  readonly confirmedAt: string | null;
}

const canHandle: readonly MemberEvent['type'][] = ['MemberSignedUp', 'MemberConfirmed', 'MemberLanguageChanged', 'AccountErased'];

const evolve = (doc: MemberDirectoryEntry | null, recorded: RecordedEvent): MemberDirectoryEntry | null => {
  const event = { type: recorded.type, data: recorded.data } as MemberEvent;
  if (event.type === 'MemberSignedUp') {
    const { memberId, language, domain, country, signedUpAt } = event.data;
    return { memberId, status: 'not_confirmed', language, domain, country, signedUpAt, confirmedAt: null };
  }
  if (!doc) return doc;
  switch (event.type) {
    case 'MemberConfirmed':
      return { ...doc, status: 'confirmed', confirmedAt: event.data.confirmedAt };
    case 'MemberLanguageChanged':
      return { ...doc, language: event.data.language };
    case 'AccountErased':
      return null;
    default:
      return doc;
  }
};

export const memberDirectoryProjection: DocumentProjection<MemberDirectoryEntry> = {
  name: 'member-directory',
  canHandle,
  documentId: (event) => (event.data as { memberId: string }).memberId,
  evolve,
};
