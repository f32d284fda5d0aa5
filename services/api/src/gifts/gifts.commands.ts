import type { SendGiftRequest } from '@dating/domain';
import type { SiteSettings } from '../settings/site-settings.js';

export class SendGiftCommand {
  constructor(
    readonly senderId: string,
    readonly request: SendGiftRequest,
    readonly site: SiteSettings,
  ) {}
}
