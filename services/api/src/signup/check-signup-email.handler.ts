import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isValidEmail, SIGNUP_ERRORS, suggestEmail } from '@dating/domain';
import { EmailClaims } from '../account/email-claims.js';
import { ApiError } from '../http/api-errors.js';
import { CheckSignupEmailQuery } from './signup.commands.js';

/** 'deleted': the address belongs to an account waiting for final deletion, whose owner can reactivate it. */
export type SignupEmailStatus = 'available' | 'active' | 'deleted';

export interface SignupEmailCheck {
  email_status: SignupEmailStatus;
  /** The address with a likely typo in its domain corrected, or null. */
  suggestion: string | null;
}

/** Spec §5: while typing, the signup form learns whether the address can be used, and a did-you-mean. */
@QueryHandler(CheckSignupEmailQuery)
export class CheckSignupEmailHandler implements IQueryHandler<CheckSignupEmailQuery, SignupEmailCheck> {
  constructor(private readonly claims: EmailClaims) {}

  async execute({ email }: CheckSignupEmailQuery): Promise<SignupEmailCheck> {
    if (!isValidEmail(email)) throw new ApiError(SIGNUP_ERRORS.EMAIL_INVALID, { email: SIGNUP_ERRORS.EMAIL_INVALID });
    return { email_status: await this.statusOf(email), suggestion: suggestEmail(email) };
  }

  private async statusOf(email: string): Promise<SignupEmailStatus> {
    const member = (await this.claims.holding(email))?.member;
    if (!member) return 'available';
    return member.account.lifecycle === 'active' ? 'active' : 'deleted';
  }
}
