import type { PageBounceRequest, PageBouncesQuery } from '@dating/domain';

export class RecordPageBounceCommand {
  constructor(readonly bounce: PageBounceRequest) {}
}

export class GetPageBouncesQuery {
  constructor(readonly range: PageBouncesQuery) {}
}
