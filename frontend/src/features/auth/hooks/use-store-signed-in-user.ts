import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { User } from '../../../types/api.js';
import { switchLanguage } from '../../../i18n/i18n.js';
import { signedInUserStored } from '../api/auth-api.js';

// The state the cache thunk reads, so the dispatch accepts it without a cast.
type ApiState = ReturnType<Parameters<ReturnType<typeof signedInUserStored>>[1]>;

/**
 * For screens outside this feature whose endpoint opens a session and answers with its member (the password
 * reset): the member becomes the current user the way a login makes it, in their saved language, so the
 * members area opens at once.
 */
export const useStoreSignedInUser = () => {
  const dispatch = useDispatch<ThunkDispatch<ApiState, unknown, UnknownAction>>();
  return useCallback(
    (user: User) => {
      void switchLanguage(user.language);
      dispatch(signedInUserStored(user));
    },
    [dispatch],
  );
};
