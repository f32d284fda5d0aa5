import { Injectable } from '@nestjs/common';
import {
  accountDecider,
  accountStreamId,
  credentialsDecider,
  credentialsStreamId,
  notificationSettingsDecider,
  notificationSettingsStreamId,
  registrationDecider,
  registrationStreamId,
  type MemberState,
} from '@dating/domain';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';

/**
 * A member's four small streams folded together, for commands and pages about the member's own account. None of
 * them grows with use (sessions live in their table), so this is a handful of short reads.
 */
@Injectable()
export class MemberStreams {
  constructor(private readonly streams: StreamDecisions) {}

  /** Undefined for an id nobody signed up with. */
  async of(memberId: string): Promise<MemberState | undefined> {
    const [registration, credentials, account, notifications] = await Promise.all([
      this.streams.load(registrationDecider, registrationStreamId(memberId)),
      this.streams.load(credentialsDecider, credentialsStreamId(memberId)),
      this.streams.load(accountDecider, accountStreamId(memberId)),
      this.streams.load(notificationSettingsDecider, notificationSettingsStreamId(memberId)),
    ]);
    if (!registration.exists) return undefined;
    return { registration, credentials, account, notifications };
  }

  /** For a member known to exist (the holder of an open session, say): their absence is a bug, not a 404. */
  async existing(memberId: string): Promise<MemberState> {
    const snapshot = await this.of(memberId);
    if (!snapshot) throw new Error(`Member ${memberId} has no registration`);
    return snapshot;
  }
}
