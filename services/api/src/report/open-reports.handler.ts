import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { OpenReportView } from '@dating/domain';
import type { PersonalFieldCipher, SqlExecutor } from '@dating/platform';
import { openReports } from '@dating/projections';
import { CLOCK, PERSONAL_FIELDS, SQL, type Clock } from '../runtime/tokens.js';
import { GetOpenReportsQuery } from './report.commands.js';

/** The queue shows this many at a time; deciding them brings the older ones up. */
const QUEUE_PAGE = 100;

@QueryHandler(GetOpenReportsQuery)
export class OpenReportsHandler implements IQueryHandler<GetOpenReportsQuery, OpenReportView[]> {
  constructor(
    @Inject(SQL) private readonly sql: SqlExecutor,
    @Inject(PERSONAL_FIELDS) private readonly personalFields: PersonalFieldCipher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute(): Promise<OpenReportView[]> {
    return openReports({ sql: this.sql, personalFields: this.personalFields }, this.clock.now(), QUEUE_PAGE);
  }
}
