import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { NotificationPreference } from '@dating/domain';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { AuthorizedByLinkToken } from '../edge/same-origin.guard.js';
import { UnsubscribeCommand, UnsubscribeLinkQuery, type UnsubscribeLinkView } from './unsubscribe.commands.js';

/** The unsubscribe link of every notification mail, for the site's page and for RFC 8058 one-click unsubscribes. No login. */
@Controller('api')
export class UnsubscribeController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  // A GET changes nothing: mail scanners and link previews open every link of a mail.
  @ApiOperation({ summary: "Which mails an unsubscribe link stops and whether they are off already (changes nothing)" })
  @ApiResponse({ status: 200, description: '{ preference, alreadyOff }' })
  @ApiResponse({ status: 400, description: 'UNSUBSCRIBE.LINK_INVALID' })
  @ApiResponse({ status: 410, description: 'UNSUBSCRIBE.MEMBER_GONE' })
  @Get('unsubscribe.php')
  @RateLimited(RATE_LIMITS.unsubscribes)
  link(@Query('token') token: unknown): Promise<UnsubscribeLinkView> {
    return this.queries.execute(new UnsubscribeLinkQuery(token));
  }

  // The body is not read: a provider sends `List-Unsubscribe=One-Click` (form-encoded), the site's page an empty JSON one.
  @ApiOperation({ summary: 'Turn off the mails of an unsubscribe link (RFC 8058 one-click, or the unsubscribe page)' })
  @ApiResponse({ status: 200, description: '{ preference }' })
  @ApiResponse({ status: 400, description: 'UNSUBSCRIBE.LINK_INVALID' })
  @ApiResponse({ status: 410, description: 'UNSUBSCRIBE.MEMBER_GONE' })
  @Post('unsubscribe.php')
  @HttpCode(200)
  @AuthorizedByLinkToken()
  @RateLimited(RATE_LIMITS.unsubscribes)
  async unsubscribe(@Query('token') token: unknown): Promise<{ preference: NotificationPreference }> {
    return { preference: await this.commands.execute<UnsubscribeCommand, NotificationPreference>(new UnsubscribeCommand(token)) };
  }
}
