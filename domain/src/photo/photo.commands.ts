import type { Command } from '../kernel/message.js';

export type UploadPhoto = Command<'UploadPhoto', { memberId: string; photoId: string; premium: boolean }>;
export type ApprovePhoto = Command<'ApprovePhoto', { memberId: string; photoId: string; decidedBy: string }>;
export type RejectPhoto = Command<'RejectPhoto', { memberId: string; photoId: string; decidedBy: string; reason: string }>;
export type DeletePhoto = Command<'DeletePhoto', { memberId: string; photoId: string }>;
export type ChooseMainPhoto = Command<'ChooseMainPhoto', { memberId: string; photoId: string }>;

export type PhotoCommand = UploadPhoto | ApprovePhoto | RejectPhoto | DeletePhoto | ChooseMainPhoto;
