import { createHash, randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  DIRECT_DEBIT_CODE,
  DIRECT_DEBIT_ERRORS,
  directDebitDecider,
  directDebitStreamId,
  DomainError,
  isRejection,
  maskIban,
  maskPhone,
  normalisedIban,
  normalisedMobile,
  type DirectDebitCommand,
  type DirectDebitMandate,
  type DirectDebitRequest,
  type DirectDebitView,
  type Language,
} from '@dating/domain';
import type { SmsSender } from '@dating/platform';
import type { DirectDebitMandateCheck } from './direct-debit-mandate-check.js';
import { StreamDecisions, type UndatedCommand } from '../event-sourcing/stream-decisions.js';
import { SMS } from '../runtime/tokens.js';
import { DirectDebitBlocklist } from './direct-debit-blocklist.js';
import { directDebitCodeSms } from './direct-debit-sms.js';

const hashCode = (memberId: string, code: string) => createHash('sha256').update(`${memberId}:${code}`).digest('base64url');

export interface CodeRecipient {
  readonly memberId: string;
  readonly language: Language;
  readonly siteName: string;
}

/** The member's direct-debit mandate: the form, its SMS code, and the orders it pays within the monthly limit. */
@Injectable()
export class DirectDebitMandates implements DirectDebitMandateCheck {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly blocklist: DirectDebitBlocklist,
    @Inject(SMS) private readonly sms: SmsSender,
  ) {}

  async view(memberId: string): Promise<DirectDebitView> {
    const { pending, confirmed } = await this.state(memberId);
    if (confirmed) return { status: 'confirmed', iban_masked: confirmed.account.ibanMasked, phone_masked: confirmed.account.phoneMasked };
    if (pending) return { status: 'code_sent', iban_masked: pending.account.ibanMasked, phone_masked: pending.account.phoneMasked };
    return { status: 'none', iban_masked: null, phone_masked: null };
  }

  async isConfirmed(memberId: string): Promise<boolean> {
    return (await this.state(memberId)).confirmed !== null;
  }

  /** Counts an order against the month's limit; a blocked account or a full month refuses it. */
  async authorize(memberId: string, charge: { orderId: string; amount: number; currency: string; monthlyLimit: number }): Promise<void> {
    const { confirmed } = await this.state(memberId);
    if (confirmed && (await this.blocklist.anyBlocked([confirmed.account.ibanDigest, confirmed.account.phoneDigest]))) throw new DomainError(DIRECT_DEBIT_ERRORS.BLOCKED);
    await this.decide({ type: 'ChargeDirectDebit', data: { memberId, ...charge } }, `charge-${charge.orderId}`);
  }

  /** Checks the form against the block list and sends a fresh six-digit code to the mobile number. */
  async requestCode(recipient: CodeRecipient, form: DirectDebitRequest): Promise<DirectDebitView> {
    const iban = normalisedIban(form.iban)!;
    const phone = normalisedMobile(form.phone, form.country)!;
    const account = {
      ibanMasked: maskIban(iban),
      phoneMasked: maskPhone(phone),
      ibanDigest: this.blocklist.digest('iban', iban),
      phoneDigest: this.blocklist.digest('phone', phone),
    };
    if (await this.blocklist.anyBlocked([account.ibanDigest, account.phoneDigest])) throw new DomainError(DIRECT_DEBIT_ERRORS.BLOCKED);
    const code = String(randomInt(0, 10 ** DIRECT_DEBIT_CODE.digits)).padStart(DIRECT_DEBIT_CODE.digits, '0');
    const details = { accountHolder: form.account_holder, iban, street: form.street, houseNumber: form.house_number, zip: form.zip, city: form.city, phone };
    const { memberId } = recipient;
    await this.decide({ type: 'RequestDirectDebitCode', data: { memberId, details, account, codeHash: hashCode(memberId, code) } }, `code-${randomUUID()}`);
    await this.sms.send({ dataSubjectId: memberId, to: phone, text: directDebitCodeSms(recipient.language, code, recipient.siteName) });
    return this.view(memberId);
  }

  /** 'Code ongeldig' for a wrong code, which still counts as one of the five tries. */
  async confirm(memberId: string, otp: string): Promise<DirectDebitView> {
    const { events } = await this.decide({ type: 'ConfirmDirectDebit', data: { memberId, codeHash: hashCode(memberId, otp) } }, `confirm-${randomUUID()}`);
    if (isRejection(events)) throw new DomainError(DIRECT_DEBIT_ERRORS.CODE_INVALID);
    return this.view(memberId);
  }

  private state(memberId: string): Promise<DirectDebitMandate> {
    return this.streams.load(directDebitDecider, directDebitStreamId(memberId));
  }

  private decide(command: UndatedCommand<DirectDebitCommand>, idempotencyKey: string) {
    return this.streams.decide(directDebitDecider, directDebitStreamId(command.data.memberId), command, { idempotencyKey });
  }
}
