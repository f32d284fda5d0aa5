import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CheckPasswordResetLinkQuery } from './password.commands.js';
import { ResetLinks } from './reset-links.js';

/** The reset page asks before it shows the form, so a used or expired link says so first; the link stays unspent. */
@QueryHandler(CheckPasswordResetLinkQuery)
export class CheckPasswordResetLinkHandler implements IQueryHandler<CheckPasswordResetLinkQuery, void> {
  constructor(private readonly links: ResetLinks) {}

  async execute({ token }: CheckPasswordResetLinkQuery): Promise<void> {
    await this.links.usable(token);
  }
}
