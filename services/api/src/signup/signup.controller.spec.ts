import 'reflect-metadata';
import { DomainError, MEMBER_ERRORS } from '@dating/domain';
import type { AppConfig } from '@dating/platform';
import type { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import type { UserViews } from '../member/user-views.js';
import { SignupController } from './signup.controller.js';

/** Where the activation link sends the person's browser when the command ends as `outcome` does. */
const redirectAfter = async (outcome: () => Promise<unknown>): Promise<string> => {
  const commands = { execute: outcome } as unknown as CommandBus;
  const controller = new SignupController(commands, {} as QueryBus, {} as UserViews, {} as AppConfig);
  let location = '';
  await controller.activate('a-token', { redirect: (_status: number, to: string) => void (location = to) } as unknown as Response);
  return location;
};

describe('The activation link', () => {
  it('lands on the page that says it worked', async () => {
    expect(await redirectAfter(() => Promise.resolve())).toBe('/activate/done');
  });

  it('says a link that is no good is no good', async () => {
    expect(await redirectAfter(() => Promise.reject(new DomainError(MEMBER_ERRORS.ACTIVATION_LINK_INVALID)))).toBe('/activate/error');
  });

  it('asks to open a link again when the site failed to take it (the database away a moment), not for a new one', async () => {
    expect(await redirectAfter(() => Promise.reject(new Error('read ECONNRESET')))).toBe('/activate/error?retry=1');
  });
});
