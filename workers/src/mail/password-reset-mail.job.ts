import { isErased, passwordResetStreamId } from '@dating/domain';
import type { EventStore, PasswordResetRequested } from '@dating/domain';
import { createLinkToken, JOB_OUTCOMES, LINK_PURPOSES } from '@dating/platform';
import type { JobOutcome } from '@dating/platform';
import type { MailJobDeps, MailRecipient } from './mail-job.js';
import { contactAsOf, mailLanguage, minutesLeft, sendOnce } from './mail-job.js';
import { renderPasswordResetMail, renderUnknownAddressMail } from './password-reset-mail.template.js';

export const PASSWORD_RESET_MAIL_JOB = 'mail.password-reset';
export const UNKNOWN_ADDRESS_MAIL_JOB = 'mail.password-reset-unknown-address';

/** Names one reset request; the job reads the address it was asked for from the request in the log. */
export interface UnknownAddressMailData {
  /** The reset stream's subject: the link names it, not the member. */
  readonly addressDigest: string;
  readonly tokenId: string;
}

/** The reset link for a member's address. */
export interface PasswordResetMailData extends UnknownAddressMailData {
  /** Position of the request in the log: the member-contact read model (the name) must have taken it in. */
  readonly checkpoint: string;
}

export interface PasswordResetMailDeps extends MailJobDeps {
  /** The log with personal fields decrypted: the request, and the address it was asked for, are read from it. */
  readonly eventStore: Pick<EventStore, 'readStream'>;
}

type ResetRequest = PasswordResetRequested['data'] & { readonly email: string };

/** The request of this token, unless the address in it is erased (it can be mailed no more). */
const findRequest = async (deps: PasswordResetMailDeps, { addressDigest, tokenId }: UnknownAddressMailData): Promise<ResetRequest | undefined> => {
  const stream = await deps.eventStore.readStream(passwordResetStreamId(addressDigest));
  const request = stream
    .filter((event) => event.type === 'PasswordResetRequested')
    .map((event) => event.data as PasswordResetRequested['data'])
    .find((data) => data.tokenId === tokenId);
  return request && !isErased(request.email) ? (request as ResetRequest) : undefined;
};

// The request was made on a site in a language, for an address: the mail answers there, in that language.
const requestRecipient = ({ email, language, domain, dataSubjectId }: ResetRequest): MailRecipient => ({ email, language, domain, dataSubjectId });

/** The link the reset page posts back to the API's password-reset-do endpoint. */
export const passwordResetUrl = (origin: string, addressDigest: string, tokenId: string, secret: string): string =>
  `${origin}/reset-password/do?token=${encodeURIComponent(createLinkToken(LINK_PURPOSES.PASSWORD_RESET, { subjectId: addressDigest, tokenId }, secret))}`;

/** Sends one reset mail per token, however often the job runs. It goes even to a bounced address: someone asked for it there just now. */
export const passwordResetMailJob =
  (deps: PasswordResetMailDeps) =>
  async (data: PasswordResetMailData): Promise<JobOutcome> => {
    const request = await findRequest(deps, data);
    if (!request?.memberId) return JOB_OUTCOMES.SKIPPED;
    const validForMinutes = minutesLeft(request.expiresAt, deps.now());
    // An expired link is useless: asking again gives a new token and a new job.
    if (!validForMinutes) return JOB_OUTCOMES.SKIPPED;
    const contact = await contactAsOf(deps, request.memberId, data.checkpoint);
    if (!contact?.name) return JOB_OUTCOMES.SKIPPED;
    const { name } = contact;
    return sendOnce(deps, `${PASSWORD_RESET_MAIL_JOB}.${data.tokenId}`, requestRecipient(request), (origin) =>
      renderPasswordResetMail({
        name,
        language: mailLanguage(request.language),
        resetUrl: passwordResetUrl(origin, data.addressDigest, data.tokenId, deps.linkSecret),
        validForMinutes,
      }),
    );
  };

/** Sends one "address not found" mail per request, however often the job runs. */
export const unknownAddressMailJob =
  (deps: PasswordResetMailDeps) =>
  async (data: UnknownAddressMailData): Promise<JobOutcome> => {
    const request = await findRequest(deps, data);
    // Past the request's expiry the mail would answer a question nobody is waiting on (a replay).
    if (!request || request.memberId !== null || !minutesLeft(request.expiresAt, deps.now())) return JOB_OUTCOMES.SKIPPED;
    return sendOnce(deps, `${UNKNOWN_ADDRESS_MAIL_JOB}.${data.tokenId}`, requestRecipient(request), (origin) =>
      renderUnknownAddressMail({ language: mailLanguage(request.language), site: new URL(origin).host, signupUrl: `${origin}/signup` }),
    );
  };
