import type { PersonalDataPolicy } from './kernel/personal-data.js';
import { MEMBER_PERSONAL_DATA } from './member/member.events.js';

/** Every event type's personal fields, across aggregates: what the log encrypts per member. */
export const PERSONAL_DATA_POLICY: PersonalDataPolicy = {
  ...MEMBER_PERSONAL_DATA,
};
