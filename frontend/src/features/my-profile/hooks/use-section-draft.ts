import { useState } from 'react';
import type { SetStateAction } from 'react';
import type { ProfileChanges } from '@dating/domain';
import { toApiError } from '../../../lib/api-error.js';
import { useUpdateMyProfileMutation } from '../api/my-profile-api.js';
import { useReportUnsaved } from './use-unsaved-changes.js';

/**
 * One section's edits: the value being edited, whether it differs from what was last saved (compared by
 * `fingerprint`, so editing back to the saved value is no change), and saving it. The section tells how its
 * own save went, not the others', and reports its unsaved edits to the page.
 */
export const useSectionDraft = <T>(initial: T, fingerprint: (value: T) => string) => {
  const [value, setValue] = useState(initial);
  const [savedFingerprint, setSavedFingerprint] = useState(() => fingerprint(initial));
  const [update, { isLoading, error, reset }] = useUpdateMyProfileMutation();
  const [saved, setSaved] = useState(false);
  const unsaved = fingerprint(value) !== savedFingerprint;
  useReportUnsaved(unsaved);
  // Editing again hides the last outcome.
  const change = (next: SetStateAction<T>) => {
    setValue(next);
    setSaved(false);
    reset();
  };
  const save = async (changes: ProfileChanges) => {
    // What was sent is what is saved, even if the member goes on typing while it travels.
    const sent = fingerprint(value);
    setSaved(false);
    const result = await update(changes);
    if (!result.error) setSavedFingerprint(sent);
    setSaved(!result.error);
  };
  return { value, change, save, status: { saving: isLoading, saved, unsaved, error: toApiError(error) } };
};
