import type { DirectDebitRequest } from '@dating/domain';
import type { BlockedKind } from './direct-debit-blocklist.js';

/** The mandate form: checked against the block list, then a one-time code goes to the mobile number by SMS. */
export class RequestDirectDebitCodeCommand {
  constructor(
    readonly memberId: string,
    readonly siteName: string,
    readonly form: DirectDebitRequest,
  ) {}
}

export class ConfirmDirectDebitCommand {
  constructor(
    readonly memberId: string,
    readonly otp: string,
  ) {}
}

/** Staff shut an IBAN or a mobile number (normalised) out of direct debit. */
export class BlockDirectDebitAccountCommand {
  constructor(
    readonly staffId: string,
    readonly kind: BlockedKind,
    readonly value: string,
  ) {}
}
