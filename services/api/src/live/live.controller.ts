import { Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import type { LiveEvent } from '@dating/domain';
import type { Request, Response } from 'express';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { LiveConnections } from './live-connections.js';
import { LiveHeartbeat } from './live-heartbeat.js';
import { Presence } from './presence.js';

// How long a browser waits before reconnecting after the stream broke.
const RECONNECT_MS = 3_000;

const frame = (event: LiveEvent, id: string | null): string => `${id ? `id: ${id}\n` : ''}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

@Controller('api')
@UseGuards(MemberSessionGuard)
export class LiveController {
  constructor(
    private readonly connections: LiveConnections,
    private readonly presence: Presence,
    private readonly heartbeat: LiveHeartbeat,
  ) {}

  @ApiOperation({ summary: 'Server-sent events of the open page: messages, unread counts, likes, typing, read receipts' })
  @ApiResponse({ status: 200, description: 'text/event-stream; each event has an id, so a reconnect (Last-Event-ID) misses nothing' })
  @Get('events.php')
  async events(@CurrentSession() session: MemberSession, @Req() request: Request, @Res() response: Response): Promise<void> {
    response.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache, no-transform');
    response.setHeader('Connection', 'keep-alive');
    // Reverse proxies must pass each event on at once, not buffer the stream.
    response.setHeader('X-Accel-Buffering', 'no');
    await this.presence.pagesSeen([session.memberId]);
    const lastEventId = request.header('last-event-id') || undefined;
    // The page hears the stream open only once it is registered, so nothing said to it after that moment is lost.
    const disconnect = await this.connections.connect(
      { memberId: session.memberId, send: (event, id) => response.write(frame(event, id)), end: () => response.end() },
      lastEventId,
    );
    response.write(`retry: ${RECONNECT_MS}\n\n`);
    const close = () => {
      stopBeating();
      disconnect();
      response.end();
    };
    // Each beat also checks that the session is still open, and ends the stream once it is not.
    const stopBeating = this.heartbeat.add({ memberId: session.memberId, sessionHash: session.sessionHash, beat: () => response.write(': beat\n\n'), close });
    // The browser may have gone while the page was being registered: its close event has then already passed.
    if (request.destroyed) close();
    else request.on('close', close);
  }

  @ApiOperation({ summary: 'The page went away (a beacon on hiding or leaving it)' })
  @ApiResponse({ status: 204, description: 'recorded' })
  @Post('page-hidden.php')
  @HttpCode(204)
  async pageHidden(@CurrentSession() session: MemberSession): Promise<void> {
    await this.presence.pageHidden(session.memberId);
  }
}
