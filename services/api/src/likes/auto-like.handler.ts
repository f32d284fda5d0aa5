import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AutoLikeView } from '@dating/domain';
import type { PersonalFieldCipher, SqlPort } from '@dating/platform';
import { autoLikeCandidate } from '@dating/projections';
import { CLOCK, PERSONAL_FIELDS, SQL, type Clock } from '../runtime/tokens.js';
import { LikeDecisions } from './like-decisions.js';
import { AutoLikeCommand } from './likes.commands.js';

/**
 * The like modal of the query `t`: a member run by the site (marked fictional, never a real member) likes the
 * caller, and the modal shows who. Null when no such member is left to like them.
 */
@CommandHandler(AutoLikeCommand)
export class AutoLikeHandler implements ICommandHandler<AutoLikeCommand, AutoLikeView> {
  constructor(
    private readonly likes: LikeDecisions,
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(PERSONAL_FIELDS) private readonly personalFields: PersonalFieldCipher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ memberId }: AutoLikeCommand): Promise<AutoLikeView> {
    const candidate = await autoLikeCandidate({ sql: this.sql, personalFields: this.personalFields }, { viewerId: memberId, now: this.clock.now() });
    if (!candidate) return { profile: null };
    await this.likes.likeChecked(candidate.id, memberId, 'auto');
    return { profile: { id: candidate.id, main_image: candidate.main_image, name: candidate.name } };
  }
}
