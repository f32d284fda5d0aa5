import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, MEMBER_ERRORS, reportDecider, reportStreamId, type FiledReportView } from '@dating/domain';
import { deterministicUuid, type SqlPort } from '@dating/platform';
import { memberExists, messagesReceivedFrom, reportsFiledAbout, reportsProjection } from '@dating/projections';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { SQL } from '../runtime/tokens.js';
import { FileReportCommand } from './report.commands.js';

@CommandHandler(FileReportCommand)
export class FileReportHandler implements ICommandHandler<FileReportCommand, FiledReportView> {
  constructor(
    private readonly streams: StreamDecisions,
    @Inject(SQL) private readonly sql: SqlPort,
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
    // The next report.php of the same pair must find this one open.
    await this.streams.decide(reportDecider, reportStreamId(reportId), {
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
    }, { waitFor: [reportsProjection.name] });
    return { report_id: reportId };
  }
}
