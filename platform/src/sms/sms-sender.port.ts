export interface OutgoingSms {
  /** The member the message is about: its text is sealed with their key wherever it rests. */
  readonly dataSubjectId: string;
  /** E.164 number. */
  readonly to: string;
  readonly text: string;
}

/** Sends short messages (the direct-debit confirmation code). */
export interface SmsSender {
  send(sms: OutgoingSms): Promise<void>;
}
