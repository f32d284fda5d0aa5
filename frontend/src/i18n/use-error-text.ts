import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ABOUT_ME_MAX_LENGTH,
  MINIMUM_AGE,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHOTO_MAX_MB,
} from '@dating/domain';
import { API_ERRORS } from '../lib/error-codes.js';

// The limits some messages mention; the server may send its own values in `params`.
const RULE_LIMITS = {
  min_age: MINIMUM_AGE,
  name_max: NAME_MAX_LENGTH,
  password_min: PASSWORD_MIN_LENGTH,
  password_max: PASSWORD_MAX_LENGTH,
  about_me_max: ABOUT_ME_MAX_LENGTH,
  max_mb: PHOTO_MAX_MB,
};

/** Translates an API or validation code; codes the browser does not know read as the generic error. */
export const useErrorText = () => {
  const { t } = useTranslation('errors');
  return useCallback(
    (code: string, params: Record<string, string | number> = {}) =>
      t(code, { ...RULE_LIMITS, ...params, defaultValue: t(API_ERRORS.GENERIC) }),
    [t],
  );
};
