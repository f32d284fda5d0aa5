import { useState } from 'react';
import type { ProfileChanges } from '@dating/domain';
import { toApiError } from '../../../lib/api-error.js';
import { useUpdateMyProfileMutation } from '../api/my-profile-api.js';

/** Saves one section of the profile and tells that section (not the others) how it went. */
export const useProfileSave = () => {
  const [update, { isLoading, error, reset }] = useUpdateMyProfileMutation();
  const [saved, setSaved] = useState(false);
  const save = async (changes: ProfileChanges) => {
    setSaved(false);
    const result = await update(changes);
    setSaved(!result.error);
  };
  // Editing again hides the last outcome.
  const edited = () => {
    setSaved(false);
    reset();
  };
  return { save, edited, saving: isLoading, saved, error: toApiError(error) };
};
