import type { Decider } from '../kernel/decider.js';
import { assertNever, type Command } from '../kernel/message.js';
import type { LoginAttackEvent } from './login-attack.events.js';

/** `attackStartedAt` names the attack (loginAttackNoticeStart): every attempt of it sends this command, one records it. */
export type NoticeLoginAttack = Command<'NoticeLoginAttack', { memberId: string; attackStartedAt: string }>;
export type LoginAttackCommand = NoticeLoginAttack;

export interface LoginAttackState {
  readonly noticed: boolean;
}

const noticeLoginAttack = ({ data, metadata }: NoticeLoginAttack, state: LoginAttackState): LoginAttackEvent[] =>
  state.noticed ? [] : [{ type: 'LoginAttackNoticed', data: { memberId: data.memberId, attackStartedAt: data.attackStartedAt, noticedAt: metadata.now } }];

export const loginAttackDecider: Decider<LoginAttackCommand, LoginAttackEvent, LoginAttackState> = {
  initialState: { noticed: false },
  evolve: (_state, event) => {
    switch (event.type) {
      case 'LoginAttackNoticed':
        return { noticed: true };
      default:
        return assertNever(event.type);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'NoticeLoginAttack':
        return noticeLoginAttack(command, state);
      default:
        return assertNever(command.type);
    }
  },
};
