import type { CreateDiscountCodeRequest, PlaceOrderRequest, RepeatOrderRequest, WalletCorrectionRequest } from '@dating/domain';
import type { SiteSettings } from '../settings/site-settings.js';

export class PlaceOrderCommand {
  constructor(
    readonly memberId: string,
    readonly site: SiteSettings,
    readonly request: PlaceOrderRequest,
  ) {}
}

/** The same method again on the card or mandate of the member's last purchase. */
export class RepeatOrderCommand {
  constructor(
    readonly memberId: string,
    readonly site: SiteSettings,
    readonly request: RepeatOrderRequest,
  ) {}
}

/** The provider's webhook named a payment that changed; answers whether it was one of our orders'. */
export class SettlePaymentCommand {
  constructor(readonly paymentId: string) {}
}

/** A staff member's correction of a member's balance; answers the balance after it. */
export class CorrectWalletCommand {
  constructor(
    readonly staffId: string,
    readonly request: WalletCorrectionRequest,
  ) {}
}

/** Answers the code as stored (normalised). */
export class CreateDiscountCodeCommand {
  constructor(
    readonly staffId: string,
    readonly request: CreateDiscountCodeRequest,
  ) {}
}

export class DisableDiscountCodeCommand {
  constructor(
    readonly staffId: string,
    readonly code: string,
  ) {}
}
