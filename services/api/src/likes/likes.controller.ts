import { Controller, Delete, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { likeRequestSchema, swipeRequestSchema, type AutoLikeView, type LikeRequest, type LikeResult, type LikesView, type ProfileCard, type SwipeGameView, type SwipeRequest, type SwipeResult } from '@dating/domain';
import type { PersonalFieldCipher, SqlPort } from '@dating/platform';
import { likesOf, likesProjection } from '@dating/projections';
import { NotesOwnWrites, ReadsOwnWrites } from '../event-sourcing/own-writes.js';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { CLOCK, PERSONAL_FIELDS, SQL, type Clock } from '../runtime/tokens.js';
import { LikeSuggestions } from './like-suggestions.js';
import { AutoLikeCommand, LikeMemberCommand, MarkLikeSeenCommand, SwipeCommand, UnlikeMemberCommand } from './likes.commands.js';
import { SwipeGame } from './swipe-game.js';
import { ValidBody, ValidQuery } from '../http/validated-input.js';

@Controller('api')
@UseGuards(MemberSessionGuard)
export class LikesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly suggestions: LikeSuggestions,
    private readonly swipeGame: SwipeGame,
    @Inject(SQL) private readonly sql: SqlPort,
    @Inject(PERSONAL_FIELDS) private readonly personalFields: PersonalFieldCipher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @ApiOperation({ summary: 'Likes given (profiles), received (liked_by, new first) and matches' })
  @ApiResponse({ status: 200, description: '{ profiles, liked_by: [{ id, like_new, liked_at, profile }], matches: [{ id, matched_at }] }' })
  @Get('likes.php')
  @ReadsOwnWrites(likesProjection.name)
  list(@CurrentSession() session: MemberSession): Promise<LikesView> {
    return likesOf({ sql: this.sql, personalFields: this.personalFields }, { viewerId: session.memberId, now: this.clock.now() });
  }

  @ApiOperation({ summary: 'Like a member; match is true when the like made the pair mutual' })
  @ApiResponse({ status: 201, description: '{ liked: true, match }' })
  @ApiResponse({ status: 400, description: 'LIKE.SELF' })
  @ApiResponse({ status: 403, description: 'BLOCK.BLOCKED_BY_MEMBER' })
  @ApiResponse({ status: 404, description: 'MEMBER.NOT_FOUND' })
  @ApiResponse({ status: 409, description: 'LIKE.MEMBER_BLOCKED' })
  @ApiResponse({ status: 429, description: 'SWIPE.NO_LIKES_LEFT: a card of the swipe deck, and the day\'s swipe likes are used' })
  @Post('like.php')
  @RateLimited(RATE_LIMITS.likes)
  @NotesOwnWrites()
  async like(@CurrentSession() session: MemberSession, @ValidBody(likeRequestSchema) body: LikeRequest): Promise<LikeResult> {
    const { match } = await this.commands.execute<LikeMemberCommand, { match: boolean }>(new LikeMemberCommand(session.memberId, body.member_id));
    return { liked: true, match };
  }

  @ApiOperation({ summary: 'Take a like back (query member_id); ends a match' })
  @ApiResponse({ status: 200, description: '{ liked: false }' })
  @Delete('like.php')
  @RateLimited(RATE_LIMITS.likes)
  @NotesOwnWrites()
  async unlike(@CurrentSession() session: MemberSession, @ValidQuery(likeRequestSchema) query: LikeRequest): Promise<{ liked: false }> {
    await this.commands.execute(new UnlikeMemberCommand(session.memberId, query.member_id));
    return { liked: false };
  }

  @ApiOperation({ summary: "Mark a received like as seen (member_id: the liker whose profile was opened)" })
  @ApiResponse({ status: 200, description: '{ seen: true }' })
  @Post('like-seen.php')
  @HttpCode(200)
  @RateLimited(RATE_LIMITS.likes)
  @NotesOwnWrites()
  async seen(@CurrentSession() session: MemberSession, @ValidBody(likeRequestSchema) body: LikeRequest): Promise<{ seen: true }> {
    await this.commands.execute(new MarkLikeSeenCommand(session.memberId, body.member_id));
    return { seen: true };
  }

  @ApiOperation({ summary: 'A site-run member likes the caller (the like modal of the query t); profile null when none is left' })
  @ApiResponse({ status: 200, description: '{ profile: { id, main_image, name } | null }' })
  @Get('auto-like.php')
  @RateLimited(RATE_LIMITS.autoLikes)
  @ReadsOwnWrites(likesProjection.name)
  @NotesOwnWrites()
  autoLike(@CurrentSession() session: MemberSession): Promise<AutoLikeView> {
    return this.commands.execute<AutoLikeCommand, AutoLikeView>(new AutoLikeCommand(session.memberId));
  }

  @ApiOperation({ summary: 'Members suggested right after signup' })
  @ApiResponse({ status: 200, description: '{ results }' })
  @Get('signup-matches.php')
  @ReadsOwnWrites(likesProjection.name)
  async signupMatches(@CurrentSession() session: MemberSession): Promise<{ results: ProfileCard[] }> {
    return { results: await this.suggestions.signupMatches(session.memberId) };
  }

  @ApiOperation({ summary: "The swipe game's cards and the likes left today" })
  @ApiResponse({ status: 200, description: '{ cards, likes_left, next_like_at }' })
  @Get('swipe-game.php')
  @ReadsOwnWrites(likesProjection.name)
  swipeDeck(@CurrentSession() session: MemberSession): Promise<SwipeGameView> {
    return this.swipeGame.view(session.memberId);
  }

  @ApiOperation({ summary: 'Like or pass a card of the swipe game' })
  @ApiResponse({ status: 200, description: '{ likes_left, next_like_at, match }' })
  @ApiResponse({ status: 429, description: 'SWIPE.NO_LIKES_LEFT with params.next_like_at' })
  @Post('swipe.php')
  @HttpCode(200)
  @RateLimited(RATE_LIMITS.likes)
  @NotesOwnWrites()
  swipe(@CurrentSession() session: MemberSession, @ValidBody(swipeRequestSchema) body: SwipeRequest): Promise<SwipeResult> {
    return this.commands.execute<SwipeCommand, SwipeResult>(new SwipeCommand(session.memberId, body));
  }
}
