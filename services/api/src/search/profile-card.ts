// TODO(issue 9): member/user.view.ts and staff/moderation-queue.handler.ts take photoUrls from @dating/domain, then this file goes.
export { photoUrls } from '@dating/domain';
