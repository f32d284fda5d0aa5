import { hasCode } from '../kernel/domain-error.js';
import { specFor } from '../kernel/given-when-then.js';
import type { ReportCommand } from './report.commands.js';
import { reportDecider } from './report.decider.js';
import { REPORT_ERRORS } from './report.errors.js';
import type { ReportEvent } from './report.events.js';
import { REPORTED_MESSAGES_MAX, type ReportDecision } from './report.rules.js';

const given = specFor(reportDecider);
const now = '2026-11-22T10:00:00.000Z';
const reportId = 'report-1';
const anna = 'anna';
const bert = 'bert';
const staff = 'sofie';
const messageId = (n: number) => `message-${n}`;

const file = (data: Partial<Extract<ReportCommand, { type: 'FileReport' }>['data']> = {}): ReportCommand => ({
  type: 'FileReport',
  data: { reportId, reporterId: anna, reportedId: bert, reason: 'scam', comment: null, messageIds: [], messagesFromReported: [], ...data },
  metadata: { now },
});
const decide = (decision: ReportDecision): ReportCommand => ({ type: 'DecideReport', data: { reportId, decision, decidedBy: staff }, metadata: { now } });

const reported: ReportEvent = {
  type: 'MemberReported',
  data: { reportId, reporterId: anna, reportedId: bert, reason: 'scam', comment: null, messageIds: [], reportedAt: now },
};
const decided = { reportId, reportedId: bert, decidedBy: staff, decidedAt: now };

describe('Report', () => {
  describe('when nothing was reported yet', () => {
    it('files the report with its reason, the trimmed comment and the reported messages once each', () =>
      given([])
        .when(file({ comment: '  asked for money  ', messageIds: [messageId(1), messageId(2), messageId(1)], messagesFromReported: [messageId(1), messageId(2)] }))
        .thenEvents([{ type: 'MemberReported', data: { ...reported.data, comment: 'asked for money', messageIds: [messageId(1), messageId(2)] } }]));

    it('keeps no empty comment', () => given([]).when(file({ comment: '   ' })).thenEvents([reported]));

    it('refuses a report of oneself', () => given([]).when(file({ reportedId: anna })).thenThrows(hasCode(REPORT_ERRORS.SELF)));

    it('refuses an unknown reason', () => given([]).when(file({ reason: 'rude' })).thenThrows(hasCode(REPORT_ERRORS.REASON_UNKNOWN)));

    it('refuses messages the reported member did not send to the reporter', () =>
      given([]).when(file({ messageIds: [messageId(1), messageId(9)], messagesFromReported: [messageId(1)] })).thenThrows(hasCode(REPORT_ERRORS.MESSAGE_UNKNOWN)));

    it(`refuses more than ${REPORTED_MESSAGES_MAX} messages`, () => {
      const many = Array.from({ length: REPORTED_MESSAGES_MAX + 1 }, (_, n) => messageId(n));
      given([]).when(file({ messageIds: many, messagesFromReported: many })).thenThrows(hasCode(REPORT_ERRORS.TOO_MANY_MESSAGES));
    });

    it('has nothing to decide', () => given([]).when(decide('dismiss')).thenThrows(hasCode(REPORT_ERRORS.NOT_FOUND)));
  });

  describe('when the report is open', () => {
    it('treats the same report sent again as filed', () => given([reported]).when(file({ reason: 'fake' })).thenEvents([]));

    it('records a dismissal by the staff member', () => given([reported]).when(decide('dismiss')).thenEvents([{ type: 'ReportDismissed', data: decided }]));

    it('records a warning by the staff member', () => given([reported]).when(decide('warn')).thenEvents([{ type: 'ReportedMemberWarned', data: decided }]));

    it('records a ban by the staff member', () => given([reported]).when(decide('ban')).thenEvents([{ type: 'ReportedMemberBanned', data: decided }]));
  });

  describe('when the report is decided', () => {
    it.each<[ReportEvent['type'], ReportDecision]>([
      ['ReportDismissed', 'ban'],
      ['ReportedMemberWarned', 'dismiss'],
      ['ReportedMemberBanned', 'ban'],
    ])('refuses to decide it again (after %s, %s)', (type, decision) =>
      given([reported, { type, data: decided } as ReportEvent]).when(decide(decision)).thenThrows(hasCode(REPORT_ERRORS.ALREADY_DECIDED)));
  });
});
