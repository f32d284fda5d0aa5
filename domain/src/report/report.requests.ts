import { z } from 'zod';
import { requestText } from '../kernel/request-text.rules.js';
import { REPORT_COMMENT_MAX_LENGTH, REPORT_DECISIONS, REPORT_REASONS, REPORTED_MESSAGES_MAX } from './report.rules.js';

/** POST /api/report.php */
export const reportRequestSchema = z.object({
  member_id: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  comment: requestText(REPORT_COMMENT_MAX_LENGTH, { multiline: true }).optional(),
  message_ids: z.array(z.uuid()).max(REPORTED_MESSAGES_MAX).optional(),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

/** POST /api/staff/report-decision.php */
export const reportDecisionRequestSchema = z.object({ report_id: z.uuid(), decision: z.enum(REPORT_DECISIONS) });
export type ReportDecisionRequest = z.infer<typeof reportDecisionRequestSchema>;
