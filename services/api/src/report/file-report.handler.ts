import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, MEMBER_ERRORS, reportDecider, reportStreamId, type FiledReportView } from '@dating/domain';
import { deterministicUuid, EventSourcedRepository, type SqlPort } from '@dating/platform';
import { memberExists, messagesReceivedFrom, reportsFiledAbout, reportsProjection } from '@dating/projections';
import { ReadModelConsistency } from '../event-sourcing/read-model-consistency.js';
import { CLOCK, SQL, type Clock } from '../runtime/tokens.js';
import { FileReportCommand } from './report.commands.js';

@CommandHandler(FileReportCommand)
export class FileReportHandler implements ICommandHandler<FileReportCommand, FiledReportView> {
  constructor(
    private readonly repository: EventSourcedRepository,
    private readonly consistency: ReadModelConsistency,
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ reporterId, report }: FileReportCommand): Promise<FiledReportView> {
    const reportedId = report.member_id;
    if (reporterId !== reportedId && !(await memberExists(this.sql, reportedId))) throw new DomainError(MEMBER_ERRORS.NOT_FOUND);
    const { filed, openReportId } = await reportsFiledAbout(this.sql, reporterId, reportedId);
    // One open report per reporter and member: sending it again answers with the one staff already have.
    if (openReportId) return { report_id: openReportId };
    // Two requests racing past the check above name the same report, whose stream then files it once.
    const reportId = deterministicUuid(`report/${reporterId}/${reportedId}/${filed}`);
    const messageIds = report.message_ids ?? [];
    const { checkpoint } = await this.repository.execute(reportDecider, reportStreamId(reportId), {
      type: 'FileReport',
      data: {
        reportId,
        reporterId,
        reportedId,
        reason: report.reason,
        comment: report.comment ?? null,
        messageIds,
        messagesFromReported: await messagesReceivedFrom(this.sql, reporterId, reportedId, messageIds),
      },
      metadata: { now: this.clock.now().toISOString() },
    });
    // The next report.php of the same pair must find this one open.
    await this.consistency.waitFor(checkpoint, [reportsProjection.name]);
    return { report_id: reportId };
  }
}
