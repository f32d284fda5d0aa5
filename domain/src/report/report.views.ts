import type { ProfileCard } from '../search/profile-card.view.js';
import type { ReportReason } from './report.rules.js';

/** A reported message as staff read it; `text` is null once the sender's data is erased (or for a gift or photo). */
export interface ReportedMessageView {
  id: string;
  text: string | null;
  sent_at: string | null;
}

/** One open report of GET /api/staff/reports.php. Cards are null for a member erased meanwhile. */
export interface OpenReportView {
  id: string;
  reason: ReportReason;
  comment: string | null;
  reported_at: string;
  reporter: ProfileCard | null;
  reported: ProfileCard | null;
  messages: ReportedMessageView[];
}

/** The answer to POST /api/report.php: the report filed now, or the open one filed before. */
export interface FiledReportView {
  report_id: string;
}
