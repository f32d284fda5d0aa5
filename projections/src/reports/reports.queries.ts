import type { OpenReportView, ProfileCard, ReportReason } from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';
import { reportedMessages } from '../chats/chats.queries.js';
import { MEMBER_SEARCH_TABLE } from '../member-search/member-search.projection.js';
import { CARD_COLUMNS, cardsWithRows, type ReadModelReader } from '../member-search/member-search.queries.js';
import { REPORTS_TABLE } from './reports.projection.js';

interface ReportRow {
  report_id: string;
  reporter_id: string;
  reported_id: string;
  reason: ReportReason;
  sealed_comment: string | null;
  message_ids: string[];
  reported_at: Date;
}

/** How many reports of this reporter about this member were ever filed: the next one's sequence number. */
export const reportsFiledAbout = async (sql: SqlExecutor, reporterId: string, reportedId: string): Promise<{ filed: number; openReportId: string | null }> => {
  const { rows } = await sql.query<{ report_id: string; status: string }>(
    `select report_id, status from ${REPORTS_TABLE} where reporter_id = $1 and reported_id = $2`,
    [reporterId, reportedId],
  );
  return { filed: rows.length, openReportId: rows.find((row) => row.status === 'open')?.report_id ?? null };
};

/** Staff see every member of a report, hidden or not: the cards come straight from the search rows. */
const cardsOf = async (reader: ReadModelReader, memberIds: readonly string[], now: Date): Promise<Map<string, ProfileCard>> => {
  if (!memberIds.length) return new Map();
  const found = await cardsWithRows<object>(
    reader,
    { text: `select ${CARD_COLUMNS} from ${MEMBER_SEARCH_TABLE} m where m.member_id = any($1)`, params: [memberIds] },
    { viewerId: null, now },
  );
  return new Map(found.map(({ card }) => [card.id, card]));
};

/** GET /api/staff/reports.php: open reports, newest first, with both members' cards and the reported messages' texts. */
export const openReports = async (reader: ReadModelReader, now: Date, limit: number): Promise<OpenReportView[]> => {
  const { rows } = await reader.sql.query<ReportRow>(
    `select report_id, reporter_id, reported_id, reason, sealed_comment, message_ids, reported_at from ${REPORTS_TABLE}
      where status = 'open' order by reported_at desc, report_id limit $1`,
    [limit],
  );
  const [cards, comments, messages] = await Promise.all([
    cardsOf(reader, [...new Set(rows.flatMap((row) => [row.reporter_id, row.reported_id]))], now),
    reader.personalFields.openAll(rows.map((row) => ({ subjectId: row.reporter_id, sealed: row.sealed_comment }))),
    reportedMessages(reader, rows.flatMap((row) => row.message_ids)),
  ]);
  const messageById = new Map(messages.map((message) => [message.id, message]));
  return rows.map((row, index) => ({
    id: row.report_id,
    reason: row.reason,
    comment: comments[index] ?? null,
    reported_at: new Date(row.reported_at).toISOString(),
    reporter: cards.get(row.reporter_id) ?? null,
    reported: cards.get(row.reported_id) ?? null,
    messages: row.message_ids.map((id) => ({ id, text: messageById.get(id)?.text ?? null, sent_at: messageById.get(id)?.sentAt ?? null })),
  }));
};
