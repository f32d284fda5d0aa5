import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PageBouncesView } from '@dating/domain';
import type { SqlExecutor } from '@dating/platform';
import { pageBouncesBetween } from '@dating/projections';
import { SQL } from '../runtime/tokens.js';
import { GetPageBouncesQuery } from './traffic.commands.js';

@QueryHandler(GetPageBouncesQuery)
export class PageBouncesHandler implements IQueryHandler<GetPageBouncesQuery, PageBouncesView[]> {
  constructor(@Inject(SQL) private readonly sql: SqlExecutor) {}

  execute({ range }: GetPageBouncesQuery): Promise<PageBouncesView[]> {
    return pageBouncesBetween(this.sql, range.from, range.to);
  }
}
