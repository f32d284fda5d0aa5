import type { ReportDecisionRequest, ReportRequest } from '@dating/domain';

export class FileReportCommand {
  constructor(
    readonly reporterId: string,
    readonly report: ReportRequest,
  ) {}
}

export class GetOpenReportsQuery {}

export class DecideReportCommand {
  constructor(
    readonly staffMemberId: string,
    readonly decision: ReportDecisionRequest,
  ) {}
}
