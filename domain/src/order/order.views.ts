import type { CompanyInfo } from '../catalog/company-info.view.js';
import type { PaymentMethod } from '../payment/payment-methods.js';
import { GRANT_REASONS, REVERSAL_KINDS, SPEND_PURPOSES } from '../wallet/wallet.events.js';

/** One credit bundle as sold in the buyer's country: prices in cents of `currency`, VAT included. */
export interface CreditBundleView {
  id: number;
  credits: number;
  /** Price before any discount, VAT included. */
  price: number;
  /** Price after the best discount that applies to this bundle (equal to `price` without one). */
  discounted_price: number;
  /** That discount: the welcome bonus, the retention offer or a typed code, whichever takes the most off. */
  discount: ActiveDiscountView | null;
  currency: string;
  /** The bundle the site recommends (shown highlighted). */
  popular: boolean;
}

/** The discount a purchase would get now: a code typed by the member, the welcome time bonus or the retention offer. */
export interface ActiveDiscountView {
  code: string;
  percentage: number;
  /** Minimum order value in cents of the bundle currency (0: none). */
  minimum: number;
  /** ISO country of the buyers a code is for; empty for every country (and for the member's own discounts). */
  country: string;
  source: 'code' | 'time_bonus' | 'retention';
  /** When a time-limited discount (the welcome bonus) ends, ISO time; null when it does not run out. */
  expires: string | null;
}

/**
 * GET /api/credits.php[?country=XX]: what can be bought and how to pay, in the member's profile country unless
 * another is asked for (spec app state paymentCountry); visitors get the site's country (for /pricing).
 */
export interface CreditsOfferView {
  country: string;
  currency: string;
  vat_percentage: number;
  bundles: CreditBundleView[];
  methods: PaymentMethod[];
  /** The member's own discount in force without a code: the welcome bonus while it runs, else the retention offer. */
  discount: ActiveDiscountView | null;
  /** The typed code (`discount_code=`) when the member may use it here: it applies to the bundles from its minimum where it beats `discount`. */
  code: ActiveDiscountView | null;
  /** Why the welcome bonus is not, or is again, in the prices (see DiscountNoteView). */
  discount_note: DiscountNoteView | null;
  /** A card or direct-debit mandate from an earlier purchase lets /credits/repeat-order buy again in one step. */
  repeat_order: { bundle_id: number; method: PaymentMethod } | null;
}

/**
 * What happened to the welcome bonus, so a price change is never silent: `held` while an unpaid order of the member
 * holds it (back at `until` unless that order is paid; null: its payment decides), `returned` when it is in the
 * prices again because that order was not paid (`status` says how it ended).
 */
export type DiscountNoteView =
  | { kind: 'held'; percentage: number; order_id: string; order_number: string; until: string | null }
  | { kind: 'returned'; percentage: number; order_id: string; order_number: string; status: 'failed' | 'cancelled' | 'expired' };

export type OrderStatus = 'loading' | 'pending' | 'completed' | 'failed' | 'cancelled' | 'expired';

/** An order as the payment result screen and the transactions page show it. */
export interface OrderView {
  id: string;
  /** Short number the member can quote to support (shown in the toast and on the receipt). */
  number: string;
  status: OrderStatus;
  bundle_id: number;
  credits: number;
  method: PaymentMethod;
  currency: string;
  /** Cents, VAT included, before the discount. */
  price: number;
  /** Cents taken off by the discount. */
  discount_amount: number;
  discount_code: string | null;
  /** Cents the member pays (price − discount_amount), VAT included. */
  amount: number;
  vat_percentage: number;
  /** Cents of VAT inside `amount`. */
  vat_amount: number;
  created_at: string;
  completed_at: string | null;
  /** Whether this was a recurring payment on a stored mandate (a failed one offers a retry or PayPal). */
  recurring: boolean;
  /** Credits taken back after a refund or chargeback of this order. */
  reversed_credits: number;
}

/** POST /api/order.php answers where to send the buyer: the provider's checkout (or the result page when nothing is left to do there). */
export interface PlacedOrderView {
  order: OrderView;
  checkout_url: string | null;
}

export interface PaymentIssuerView {
  id: string;
  name: string;
}

export const WALLET_MOVEMENT_KINDS = ['signup_bonus', 'purchase', 'spend', 'refund', 'correction', 'reversal'] as const;
export type WalletMovementKind = (typeof WALLET_MOVEMENT_KINDS)[number];
/**
 * The reasons a movement names that the browser translates: why credits were granted, what a spend paid for, how a
 * purchase was taken back. A staff correction's reason is staff's own words, shown as written.
 */
export const WALLET_MOVEMENT_REASONS = [...GRANT_REASONS, ...SPEND_PURPOSES, ...REVERSAL_KINDS] as const;

/** One line of /transactions: every change of the balance, with the order it came from when there is one. */
export interface WalletMovementView {
  id: string;
  kind: WalletMovementKind;
  /** Signed: what the balance changed by. */
  credits: number;
  /** Balance right after this movement. */
  balance: number;
  at: string;
  /** One of WALLET_MOVEMENT_REASONS, or why staff corrected the balance. */
  reason: string | null;
  order_id: string | null;
}

/** GET /api/transactions.php */
export interface TransactionsView {
  balance: number;
  orders: OrderView[];
  movements: WalletMovementView[];
}

/** GET /api/discountcode.php: spec §3 discount code (`minimum` in cents, `country` empty when any country). */
export interface DiscountCodeView {
  code: string;
  percentage: number;
  minimum: number;
  country: string;
}

/** GET /api/discountcode.php?welcome=true: the welcome time bonus while it runs (spec §3 time bonus discount). */
export interface TimeBonusView extends DiscountCodeView {
  /** When the bonus ends (signup + 4 h), ISO time; the browser counts down to it. */
  expires: string;
  status: 'active';
  validity: 'once-per-user';
}

/** GET /api/transactions.php?id=<order id>: the receipt of one order. */
export interface ReceiptView {
  order: OrderView;
  /** The seller, as GET /api/companyinfo.php gives it. */
  company: CompanyInfo;
}
