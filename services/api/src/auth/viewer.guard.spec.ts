import 'reflect-metadata';
import type { ExecutionContext } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import type { Request } from 'express';
import { SiteResolver } from '../settings/site-resolver.js';
import { EMBEDDED_SITES } from '../settings/site-settings.js';
import type { MemberSession, MemberSessions } from './member-session.guard.js';
import { Viewer, ViewerGuard } from './viewer.guard.js';

const INTERNATIONAL = 'localhost';
// Its settings: no logged-out search, except for visitors from a traffic source.
const DUTCH = 'nl.localhost';

interface Visit {
  readonly host: string;
  readonly session?: MemberSession;
  readonly query?: Record<string, string>;
  readonly cookies?: Record<string, string>;
}

const contextOf = (request: Partial<Request>) => ({ switchToHttp: () => ({ getRequest: () => request }) }) as unknown as ExecutionContext;

/** What a handler behind the guard receives through @Viewer(), read the way Nest reads it. */
const viewerParam = (context: ExecutionContext): string | null => {
  class Probe {
    route(@Viewer() viewerId: string | null): string | null {
      return viewerId;
    }
  }
  const [argument] = Object.values(Reflect.getMetadata(ROUTE_ARGS_METADATA, Probe, 'route') as Record<string, { factory: (data: unknown, context: ExecutionContext) => string | null }>);
  return argument!.factory(undefined, context);
};

describe(ViewerGuard.name, () => {
  const visit = async ({ host, session, query = {}, cookies = {} }: Visit) => {
    const sessions = { resolve: () => Promise.resolve(session) } as unknown as MemberSessions;
    const sut = new ViewerGuard(sessions, new SiteResolver(EMBEDDED_SITES, { countryOf: () => null }));
    const context = contextOf({ hostname: host, query, cookies });
    await sut.canActivate(context);
    return viewerParam(context);
  };

  describe('when the request carries an open session', () => {
    it('hands the handler the member id, also where visitors may not browse', async () => {
      const session = { memberId: 'member-1', sessionHash: 'hash' };
      expect(await visit({ host: INTERNATIONAL, session })).toBe('member-1');
      expect(await visit({ host: DUTCH, session })).toBe('member-1');
    });
  });

  describe('when a visitor asks', () => {
    it('hands the handler null where the site allows logged-out search', async () => {
      expect(await visit({ host: INTERNATIONAL })).toBeNull();
    });

    it('lets a visitor from a traffic source browse, named in the query or in a cookie', async () => {
      expect(await visit({ host: DUTCH, query: { network: 'partner' } })).toBeNull();
      expect(await visit({ host: DUTCH, cookies: { network: 'partner' } })).toBeNull();
    });

    it('refuses anyone else with AUTH.AUTHENTICATION_REQUIRED', async () => {
      await expect(visit({ host: DUTCH })).rejects.toMatchObject({ code: 'AUTH.AUTHENTICATION_REQUIRED' });
      await expect(visit({ host: DUTCH, query: { network: '' } })).rejects.toMatchObject({ code: 'AUTH.AUTHENTICATION_REQUIRED' });
    });
  });

  it('fails loudly when a route reads @Viewer() without the guard, instead of treating a member as a visitor', () => {
    expect(() => viewerParam(contextOf({ hostname: INTERNATIONAL }))).toThrow('@Viewer() needs @UseGuards(ViewerGuard)');
  });
});
