import type { Event } from '../kernel/message.js';
import type { Personal, PersonalDataPolicy } from '../kernel/personal-data.js';
import { upcastOwnTypes } from '../kernel/upcast.js';
import type { ReportDecision, ReportReason } from './report.rules.js';

/** A member reported another to staff, with a reason, an optional comment and the messages that show it. */
export type MemberReported = Event<
  'MemberReported',
  {
    reportId: string;
    reporterId: string;
    reportedId: string;
    reason: ReportReason;
    comment: Personal<string> | null;
    /** Messages the reported member sent to the reporter, for staff to read. */
    messageIds: string[];
    reportedAt: string;
  }
>;

/** What every decision names: the report, whom it was about, and the staff member who decided (the audit trail). */
interface Decided {
  reportId: string;
  reportedId: string;
  decidedBy: string;
  decidedAt: string;
}
/** Staff decided the report needs no action. */
export type ReportDismissed = Event<'ReportDismissed', Decided>;
/** Staff decided the report with a warning: unlike a ban, the reported member keeps using the site. */
export type ReportedMemberWarned = Event<'ReportedMemberWarned', Decided>;
/** The report's side of a ban; the ban itself is MemberBanned on the member's account. */
export type ReportedMemberBanned = Event<'ReportedMemberBanned', Decided>;

export type ReportEvent = MemberReported | ReportDismissed | ReportedMemberWarned | ReportedMemberBanned;

export const REPORT_EVENT_TYPES: readonly ReportEvent['type'][] = ['MemberReported', 'ReportDismissed', 'ReportedMemberWarned', 'ReportedMemberBanned'];

export const DECISION_EVENT_TYPES: Readonly<Record<ReportDecision, Exclude<ReportEvent['type'], 'MemberReported'>>> = {
  dismiss: 'ReportDismissed',
  warn: 'ReportedMemberWarned',
  ban: 'ReportedMemberBanned',
};

/** The comment is the reporter's own words: sealed with the reporter's key. */
export const REPORT_PERSONAL_DATA: PersonalDataPolicy = {
  MemberReported: { subjectIdField: 'reporterId', personalFields: ['comment'] },
};

/** One stream per report: filing it and deciding it are its whole life. */
export const reportStreamId = (reportId: string): string => `report-${reportId}`;

export const upcastReportEvent = upcastOwnTypes<ReportEvent>(REPORT_EVENT_TYPES);
