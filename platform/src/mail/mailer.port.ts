/** One e-mail, already rendered: the mailer only delivers it. */
export interface OutgoingMail {
  /** Sender, e.g. `"Site name" <noreply@example.com>`. */
  readonly from: string;
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** Extra header fields, e.g. RFC 8058's `List-Unsubscribe` and `List-Unsubscribe-Post` of notification mails. */
  readonly headers?: Readonly<Record<string, string>>;
  /**
   * Whose key seals any copy of the mail kept at rest (the dev mailbox): the member it goes to, or the key subject of
   * a password-reset request for an address without account. Destroying that key erases the copy.
   */
  readonly dataSubjectId: string;
}

export interface Mailer {
  /** Resolves once the mail is accepted for delivery; throws on a failure worth retrying. */
  send(mail: OutgoingMail): Promise<void>;
}
