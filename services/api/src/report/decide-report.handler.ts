import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { reportDecider, reportStreamId, type ReportCommand } from '@dating/domain';
import { reportsProjection } from '@dating/projections';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { CLOCK, type Clock } from '../runtime/tokens.js';
import { MemberBanning } from './member-banning.js';
import { DecideReportCommand } from './report.commands.js';

export interface DecidedReport {
  readonly report_id: string;
  readonly decision: string;
}

/** A staff decision is an event on the report naming who decided; a ban also bans the reported member. */
@CommandHandler(DecideReportCommand)
export class DecideReportHandler implements ICommandHandler<DecideReportCommand, DecidedReport> {
  constructor(
    private readonly streams: StreamDecisions,
    private readonly banning: MemberBanning,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ staffMemberId, decision }: DecideReportCommand): Promise<DecidedReport> {
    const streamId = reportStreamId(decision.report_id);
    const now = this.clock.now();
    const command: ReportCommand = {
      type: 'DecideReport',
      data: { reportId: decision.report_id, decision: decision.decision, decidedBy: staffMemberId },
      metadata: { now: now.toISOString() },
    };
    const state = await this.streams.load(reportDecider, streamId);
    // Asked first, so an unknown or decided report bans nobody.
    reportDecider.decide(command, state);
    // The ban comes before the report's decision: a request stopped between the two leaves the report open, and
    // deciding it again repeats only what is missing.
    if (decision.decision === 'ban' && state.status === 'open') {
      await this.banning.ban({ memberId: state.reportedId, bannedBy: staffMemberId, reportId: decision.report_id, reason: state.reason });
    }
    // The queue the moderator reloads next must no longer show the report.
    await this.streams.decide(reportDecider, streamId, command, { now, waitFor: [reportsProjection.name] });
    return { report_id: decision.report_id, decision: decision.decision };
  }
}
