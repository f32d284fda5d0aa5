import { REPORT_EVENT_TYPES, type AccountErased, type RecordedEvent, type ReportEvent } from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';
import { assertIdentifier, sealPersonal, type ProjectionContext, type SqlProjection } from '../sql-projection/sql-projection.js';

export const REPORTS_TABLE = 'rm_reports';

const DECISIONS: Readonly<Record<Exclude<ReportEvent['type'], 'MemberReported'>, string>> = {
  ReportDismissed: 'dismissed',
  ReportedMemberWarned: 'warned',
  ReportedMemberBanned: 'banned',
};

const migrate = async (tx: SqlExecutor, suffix: string) => {
  const table = assertIdentifier(`${REPORTS_TABLE}${suffix}`);
  // The comment is the reporter's words: sealed with the reporter's key, so their erasure erases it here too.
  await tx.query(
    `create table if not exists ${table} (
      report_id text primary key,
      reporter_id text not null,
      reported_id text not null,
      reason text not null,
      sealed_comment text,
      message_ids text[] not null,
      reported_at timestamptz not null,
      status text not null,
      decided_by text,
      decided_at timestamptz)`,
  );
  // The staff queue reads open reports newest first; a report filed twice is found by its pair.
  await tx.query(`create index if not exists ${table}_open on ${table} (reported_at desc, report_id) where status = 'open'`);
  await tx.query(`create index if not exists ${table}_pair on ${table} (reporter_id, reported_id)`);
};

const apply = async (tx: SqlExecutor, recorded: RecordedEvent, suffix: string, context: ProjectionContext) => {
  const table = assertIdentifier(`${REPORTS_TABLE}${suffix}`);
  const event = { type: recorded.type, data: recorded.data } as ReportEvent | AccountErased;
  switch (event.type) {
    case 'MemberReported': {
      const { reportId, reporterId, reportedId, reason, comment, messageIds, reportedAt } = event.data;
      await tx.query(
        `insert into ${table} (report_id, reporter_id, reported_id, reason, sealed_comment, message_ids, reported_at, status)
          values ($1, $2, $3, $4, $5, $6, $7, 'open') on conflict do nothing`,
        [reportId, reporterId, reportedId, reason, comment === null ? null : await sealPersonal(context, reporterId, comment), messageIds, reportedAt],
      );
      return;
    }
    case 'ReportDismissed':
    case 'ReportedMemberWarned':
    case 'ReportedMemberBanned':
      await tx.query(`update ${table} set status = $2, decided_by = $3, decided_at = $4 where report_id = $1`, [
        event.data.reportId,
        DECISIONS[event.type],
        event.data.decidedBy,
        event.data.decidedAt,
      ]);
      return;
    case 'AccountErased':
      // Reports by or about an erased member have nobody left to protect or to act on.
      await tx.query(`delete from ${table} where reporter_id = $1 or reported_id = $1`, [event.data.memberId]);
      return;
  }
};

/** Reports and their decisions, for the staff queue; read only through reports.queries.ts. */
export const reportsProjection: SqlProjection = {
  name: 'reports',
  canHandle: [...REPORT_EVENT_TYPES, 'AccountErased'],
  tables: [REPORTS_TABLE],
  migrate,
  apply,
};
