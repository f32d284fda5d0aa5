import { useRef } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { SerializedError } from '@reduxjs/toolkit';
import { useTranslation } from 'react-i18next';
import { SIGNUP_ERRORS } from '@dating/domain';
import { languageOfLocale } from '../../../i18n/languages.js';
import { readChatDraft, writeChatDraft } from '../../../lib/chat-draft.js';
import { toApiError } from '../../../lib/api-error.js';
import type { ApiError } from '../../../lib/api-error.js';
import { useSavePushSubscriptionMutation, useUpdateMyProfileMutation, useUploadPhotoMutation } from '../../../lib/shared-endpoints.js';
import { useSignupMutation } from '../api/signup-api.js';
import { profileChangesOf } from '../utils/profile-changes.js';
import { refusalOf } from '../utils/signup-refusal.js';
import type { SignupRefusal } from '../utils/signup-refusal.js';
import type { SignupDraft } from '../utils/signup-steps.js';
import { storedTracking } from '../utils/tracking.js';

type CallError = FetchBaseQueryError | SerializedError;

/** The photo and the push subscription may fail without holding the member up: the complete screen says so. */
export type CreatedAccount = { photoError?: ApiError; pushFailed: boolean };

/**
 * "Create account": the signup (which logs the member in and enqueues the activation mail), then the profile,
 * the photo and the push subscription. Parts already done are not repeated when the line is retried.
 * `messageTo`: the member the signup is for, whose chat draft goes along as the first message (and is then no draft).
 * When the API refuses that member as an addressee (no longer shown), the line fails saying so and a retry signs up
 * without the message; everything typed stays.
 */
export const useCreateAccount = (messageTo?: string) => {
  const { i18n } = useTranslation();
  const [signup] = useSignupMutation();
  const [saveProfile] = useUpdateMyProfileMutation();
  const [uploadPhoto] = useUploadPhotoMutation();
  const [savePush] = useSavePushSubscriptionMutation();
  const done = useRef<{ signedUp: boolean; extras?: CreatedAccount }>({ signedUp: false });
  const messageRefused = useRef(false);

  const signUp = async (draft: SignupDraft): Promise<SignupRefusal | undefined> => {
    const language = languageOfLocale(i18n.resolvedLanguage ?? i18n.language);
    const { email, name, password, date_of_birth } = draft;
    const text = messageTo && !messageRefused.current ? readChatDraft(messageTo).trim() : '';
    const signup_message = messageTo && text ? { member_id: messageTo, text } : undefined;
    const answer = await signup({ email: email.trim(), name, password, date_of_birth, language, ...storedTracking(), ...(signup_message && { signup_message }) });
    if (!answer.error) {
      if (signup_message) writeChatDraft(signup_message.member_id, '');
      return undefined;
    }
    const error = toApiError(answer.error)!;
    if (error.code === SIGNUP_ERRORS.MESSAGE_RECIPIENT_UNAVAILABLE) messageRefused.current = true;
    const refusal = refusalOf(error);
    if (refusal) return refusal;
    throw answer.error;
  };

  const sendExtras = async (draft: SignupDraft): Promise<CreatedAccount> => {
    const [photo, push] = await Promise.allSettled([
      draft.photo && uploadPhoto(draft.photo).unwrap(),
      draft.push && savePush(draft.push).unwrap(),
    ]);
    return {
      photoError: photo.status === 'rejected' ? toApiError(photo.reason as CallError) : undefined,
      pushFailed: push.status === 'rejected',
    };
  };

  return async (draft: SignupDraft): Promise<SignupRefusal | CreatedAccount> => {
    if (!done.current.signedUp) {
      const refusal = await signUp(draft);
      if (refusal) return refusal;
      done.current.signedUp = true;
    }
    const [profileError, extras] = await Promise.all([
      saveProfile(profileChangesOf(draft)).unwrap().then(() => undefined, (error: CallError) => error),
      done.current.extras ?? sendExtras(draft),
    ]);
    done.current.extras = extras;
    if (profileError) throw profileError;
    return extras;
  };
};
