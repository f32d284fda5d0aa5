import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PROFILE_ERRORS, profileDecider, profileStreamId, validateProfileChanges, type Gazetteer, type ProfileChanges } from '@dating/domain';
import { MEMBER_CONTACT_PROJECTION, memberProfilesProjection, memberSearchProjection } from '@dating/projections';
import { StreamDecisions } from '../event-sourcing/stream-decisions.js';
import { ApiError, type ErrorCode } from '../http/api-errors.js';
import { GAZETTEER } from '../runtime/tokens.js';
import { EditProfileCommand } from './profile.commands.js';

/**
 * Checks every field at once (so the form can mark each problem), records the changes, and waits until search and the
 * profile views show them; a move also until the user's country (GET /api/user.php) follows it.
 */
@CommandHandler(EditProfileCommand)
export class EditProfileHandler implements ICommandHandler<EditProfileCommand, void> {
  constructor(
    private readonly streams: StreamDecisions,
    @Inject(GAZETTEER) private readonly gazetteer: Gazetteer,
  ) {}

  async execute({ memberId, changes: asSent }: EditProfileCommand): Promise<void> {
    const place = asSent.location && this.gazetteer.find(asSent.location);
    const fields = {
      ...validateProfileChanges(asSent),
      ...(asSent.location && !place ? { location: PROFILE_ERRORS.LOCATION_UNKNOWN } : {}),
    };
    const [firstCode] = Object.values(fields);
    if (firstCode) throw new ApiError(firstCode as ErrorCode, fields);
    // The place is recorded in the gazetteer's own spelling, whatever case it was sent in.
    const changes: ProfileChanges = place ? { ...asSent, location: { country: place.country, region: place.region, city: place.city } } : asSent;
    await this.streams.decide(profileDecider, profileStreamId(memberId), {
      type: 'EditProfile',
      data: { memberId, changes },
    }, { waitFor: [memberSearchProjection.name, memberProfilesProjection.name, ...(place ? [MEMBER_CONTACT_PROJECTION] : [])] });
  }
}
