import type { UserView } from '@dating/domain';

export type { MemberStatus as UserStatus, ProfileImage, UserView as User } from '@dating/domain';

export type RetentionDiscount = { percentage: number };

export type UserResponse = { user: UserView | null };

/** GET /api/settings.php, as the API serves it. */
export type { SiteSettingsView as Settings } from '@dating/domain';

export type ApiErrorBody = {
  statusCode: number;
  code: string;
  fields?: Record<string, string>;
  params?: Record<string, string | number>;
  authentication_required?: boolean;
};
