import type { Command } from '../kernel/message.js';
import type { ReportDecision } from './report.rules.js';

export type FileReport = Command<
  'FileReport',
  {
    reportId: string;
    reporterId: string;
    reportedId: string;
    reason: string;
    comment: string | null;
    messageIds: string[];
    /** Of `messageIds`, those the chats read model knows as sent by the reported member to the reporter. */
    messagesFromReported: readonly string[];
  }
>;
export type DecideReport = Command<'DecideReport', { reportId: string; decision: ReportDecision; decidedBy: string }>;

export type ReportCommand = FileReport | DecideReport;
