import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import { assertNever } from '../kernel/message.js';
import type { ChargeDirectDebit, ConfirmDirectDebit, DirectDebitCommand } from './direct-debit.commands.js';
import { DIRECT_DEBIT_ERRORS } from './direct-debit.errors.js';
import {
  DIRECT_DEBIT_CODE,
  evolveDirectDebitMandate,
  initialDirectDebitMandate,
  type DirectDebitEvent,
  type DirectDebitMandate,
} from './direct-debit.events.js';

const addMinutes = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** A wrong code is recorded (it counts as a try) and the command then reports it: see `isRejection`. */
const confirm = ({ data, metadata }: ConfirmDirectDebit, state: DirectDebitMandate): DirectDebitEvent[] => {
  const { pending } = state;
  if (!pending || pending.tries >= DIRECT_DEBIT_CODE.maxTries) throw new DomainError(DIRECT_DEBIT_ERRORS.CODE_INVALID);
  if (metadata.now >= pending.expiresAt) throw new DomainError(DIRECT_DEBIT_ERRORS.CODE_EXPIRED);
  if (pending.codeHash !== data.codeHash) return [{ type: 'DirectDebitCodeRejected', data: { memberId: data.memberId, at: metadata.now } }];
  return [{ type: 'DirectDebitConfirmed', data: { memberId: data.memberId, confirmedAt: metadata.now } }];
};

const charge = ({ data, metadata }: ChargeDirectDebit, state: DirectDebitMandate): DirectDebitEvent[] => {
  if (!state.confirmed) throw new DomainError(DIRECT_DEBIT_ERRORS.NOT_CONFIRMED);
  const month = metadata.now.slice(0, 7);
  const spent = state.month.key === month ? state.month : { total: 0, orderIds: [] as readonly string[] };
  if (spent.orderIds.includes(data.orderId)) return [];
  if (spent.total + data.amount > data.monthlyLimit) throw new DomainError(DIRECT_DEBIT_ERRORS.MONTHLY_LIMIT_REACHED);
  return [{ type: 'DirectDebitCharged', data: { memberId: data.memberId, orderId: data.orderId, amount: data.amount, currency: data.currency, month } }];
};

export const decideDirectDebit = (command: DirectDebitCommand, state: DirectDebitMandate): DirectDebitEvent[] => {
  switch (command.type) {
    case 'RequestDirectDebitCode': {
      const { memberId, details, account, codeHash } = command.data;
      const { now } = command.metadata;
      return [{ type: 'DirectDebitCodeSent', data: { memberId, details, account, codeHash, expiresAt: addMinutes(now, DIRECT_DEBIT_CODE.lifetimeMinutes), sentAt: now } }];
    }
    case 'ConfirmDirectDebit':
      return confirm(command, state);
    case 'ChargeDirectDebit':
      return charge(command, state);
    default:
      return assertNever(command);
  }
};

/** Whether a confirmation's events say the code was wrong (the try is kept, the member is told 'Code ongeldig'). */
export const isRejection = (events: readonly DirectDebitEvent[]): boolean => events.some((event) => event.type === 'DirectDebitCodeRejected');

/** Bumped whenever `DirectDebitMandate` changes shape (see the snapshotting repository). */
export const DIRECT_DEBIT_SNAPSHOT_SCHEMA = 'direct-debit.v1';

export const directDebitDecider: Decider<DirectDebitCommand, DirectDebitEvent, DirectDebitMandate> = {
  initialState: initialDirectDebitMandate,
  evolve: evolveDirectDebitMandate,
  decide: decideDirectDebit,
};
