import type { PersonalDataPolicy } from './kernel/personal-data.js';
import { CONVERSATION_PERSONAL_DATA } from './conversation/conversation.events.js';
import { DIRECT_DEBIT_PERSONAL_DATA } from './direct-debit/direct-debit.events.js';
import { MEMBER_PERSONAL_DATA } from './member/member.events.js';
import { PASSWORD_RESET_PERSONAL_DATA } from './password-reset/password-reset.events.js';
import { PROFILE_PERSONAL_DATA } from './profile/profile.events.js';
import { REPORT_PERSONAL_DATA } from './report/report.events.js';

/** Every event type's personal fields, across aggregates: what the log encrypts per member. */
export const PERSONAL_DATA_POLICY: PersonalDataPolicy = {
  ...MEMBER_PERSONAL_DATA,
  ...PROFILE_PERSONAL_DATA,
  ...PASSWORD_RESET_PERSONAL_DATA,
  ...DIRECT_DEBIT_PERSONAL_DATA,
  ...CONVERSATION_PERSONAL_DATA,
  ...REPORT_PERSONAL_DATA,
};
