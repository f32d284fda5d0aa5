import type { Decider } from '../kernel/decider.js';
import { DomainError } from '../kernel/domain-error.js';
import { assertNever } from '../kernel/message.js';
import type { DecideReport, FileReport, ReportCommand } from './report.commands.js';
import { REPORT_ERRORS } from './report.errors.js';
import { DECISION_EVENT_TYPES, upcastReportEvent, type ReportEvent } from './report.events.js';
import { isReportReason, REPORT_COMMENT_MAX_LENGTH, REPORTED_MESSAGES_MAX, type ReportDecision, type ReportReason } from './report.rules.js';

interface Filed {
  readonly reporterId: string;
  readonly reportedId: string;
  /** A ban names it on the member's account. */
  readonly reason: ReportReason;
}

export type Report = { readonly status: 'none' } | (Filed & { readonly status: 'open' }) | (Filed & { readonly status: 'decided'; readonly decision: ReportDecision });

const DECISION_OF_EVENT: Readonly<Record<Exclude<ReportEvent['type'], 'MemberReported'>, ReportDecision>> = {
  ReportDismissed: 'dismiss',
  ReportedMemberWarned: 'warn',
  ReportedMemberBanned: 'ban',
};

const evolve = (state: Report, event: ReportEvent): Report => {
  switch (event.type) {
    case 'MemberReported':
      return { status: 'open', reporterId: event.data.reporterId, reportedId: event.data.reportedId, reason: event.data.reason };
    case 'ReportDismissed':
    case 'ReportedMemberWarned':
    case 'ReportedMemberBanned':
      return state.status === 'none' ? state : { ...state, status: 'decided', decision: DECISION_OF_EVENT[event.type] };
    default:
      return assertNever(event);
  }
};

const fileReport = ({ data, metadata }: FileReport, state: Report): ReportEvent[] => {
  if (data.reporterId === data.reportedId) throw new DomainError(REPORT_ERRORS.SELF);
  // The report id is derived from the pair, so the same report sent twice finds itself already filed.
  if (state.status !== 'none') return [];
  if (!isReportReason(data.reason)) throw new DomainError(REPORT_ERRORS.REASON_UNKNOWN);
  const messageIds = [...new Set(data.messageIds)];
  if (messageIds.length > REPORTED_MESSAGES_MAX) throw new DomainError(REPORT_ERRORS.TOO_MANY_MESSAGES, { max: REPORTED_MESSAGES_MAX });
  if (!messageIds.every((id) => data.messagesFromReported.includes(id))) throw new DomainError(REPORT_ERRORS.MESSAGE_UNKNOWN);
  const comment = data.comment?.trim().slice(0, REPORT_COMMENT_MAX_LENGTH) || null;
  const { reportId, reporterId, reportedId, reason } = data;
  return [{ type: 'MemberReported', data: { reportId, reporterId, reportedId, reason, comment, messageIds, reportedAt: metadata.now } }];
};

const decideReport = ({ data, metadata }: DecideReport, state: Report): ReportEvent[] => {
  if (state.status === 'none') throw new DomainError(REPORT_ERRORS.NOT_FOUND);
  if (state.status === 'decided') throw new DomainError(REPORT_ERRORS.ALREADY_DECIDED, { decision: state.decision });
  const decided = { reportId: data.reportId, reportedId: state.reportedId, decidedBy: data.decidedBy, decidedAt: metadata.now };
  return [{ type: DECISION_EVENT_TYPES[data.decision], data: decided }];
};

export const reportDecider: Decider<ReportCommand, ReportEvent, Report> = {
  initialState: { status: 'none' },
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'FileReport':
        return fileReport(command, state);
      case 'DecideReport':
        return decideReport(command, state);
      default:
        return assertNever(command);
    }
  },
  upcast: upcastReportEvent,
};
