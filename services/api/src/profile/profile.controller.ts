import { Controller, Get, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { editProfileRequestSchema, invisibleModeRequestSchema, memberProfileQuerySchema, type EditProfileRequest, type InvisibleModeRequest, type MemberProfileQuery, type MemberProfileView, type MyProfileView } from '@dating/domain';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { Viewer, ViewerGuard } from '../auth/viewer.guard.js';
import { SiteHost } from '../settings/site-host.decorator.js';
import { ChangeInvisibleModeCommand, EditProfileCommand, GetMemberProfileQuery, GetMyProfileQuery } from './profile.commands.js';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ValidBody, ValidQuery } from '../http/validated-input.js';

@Controller('api')
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiOperation({ summary: 'My profile with my photos' })
  @ApiResponse({ status: 200, description: '{ profile }' })
  @ApiResponse({ status: 403, description: 'authentication_required' })
  @Get('my-profile.php')
  @UseGuards(MemberSessionGuard)
  async myProfile(@CurrentSession() session: MemberSession): Promise<{ profile: MyProfileView }> {
    return { profile: await this.queries.execute<GetMyProfileQuery, MyProfileView>(new GetMyProfileQuery(session.memberId)) };
  }

  @ApiOperation({ summary: 'Edit my profile' })
  @ApiResponse({ status: 200, description: '{ profile }' })
  @ApiResponse({ status: 400, description: 'PROFILE.* per field' })
  @Put('my-profile.php')
  @UseGuards(MemberSessionGuard)
  async editProfile(
    @CurrentSession() session: MemberSession,
    @ValidBody(editProfileRequestSchema) body: EditProfileRequest,
  ): Promise<{ profile: MyProfileView }> {
    await this.commands.execute(new EditProfileCommand(session.memberId, body));
    return this.myProfile(session);
  }

  @ApiOperation({ summary: "Another member's profile" })
  @ApiResponse({ status: 200, description: '{ profile }' })
  @ApiResponse({ status: 403, description: 'BLOCK.BLOCKED_BY_MEMBER' })
  @ApiResponse({ status: 404, description: 'PROFILE.NOT_FOUND' })
  @Get('profile.php')
  @UseGuards(ViewerGuard)
  async memberProfile(
    @Viewer() viewerId: string | null,
    @SiteHost() host: string | undefined,
    @ValidQuery(memberProfileQuerySchema) query: MemberProfileQuery,
  ): Promise<{ profile: MemberProfileView }> {
    return { profile: await this.queries.execute<GetMemberProfileQuery, MemberProfileView>(new GetMemberProfileQuery(viewerId, query.id, host)) };
  }

  @ApiOperation({ summary: 'Invisible mode on or off' })
  @ApiResponse({ status: 200, description: '{ invisible }' })
  @Put('invisible.php')
  @UseGuards(MemberSessionGuard)
  async changeInvisibleMode(
    @CurrentSession() session: MemberSession,
    @ValidBody(invisibleModeRequestSchema) body: InvisibleModeRequest,
  ): Promise<{ invisible: boolean }> {
    return { invisible: await this.commands.execute<ChangeInvisibleModeCommand, boolean>(new ChangeInvisibleModeCommand(session.memberId, body.invisible)) };
  }
}
