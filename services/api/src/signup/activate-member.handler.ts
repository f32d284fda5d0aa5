import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, MEMBER_ERRORS, registrationDecider, registrationStreamId } from '@dating/domain';
import { LINK_PURPOSES, verifyLinkToken } from '@dating/platform';
import { MEMBER_CONTACT_PROJECTION } from '@dating/projections';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { APP_SECRET } from '../runtime/tokens.js';
import { ActivateMemberCommand } from './signup.commands.js';

@CommandHandler(ActivateMemberCommand)
export class ActivateMemberHandler implements ICommandHandler<ActivateMemberCommand, void> {
  constructor(
    private readonly streams: StreamDecisions,
    @Inject(APP_SECRET) private readonly secret: string,
  ) {}

  async execute({ token }: ActivateMemberCommand): Promise<void> {
    const claims = verifyLinkToken(LINK_PURPOSES.ACTIVATION, token, this.secret);
    if (!claims) throw new DomainError(MEMBER_ERRORS.ACTIVATION_LINK_INVALID);
    await this.streams.decide(registrationDecider, registrationStreamId(claims.subjectId), {
      type: 'ConfirmMember',
      data: { tokenId: claims.tokenId },
    }, { waitFor: [MEMBER_CONTACT_PROJECTION] });
  }
}
