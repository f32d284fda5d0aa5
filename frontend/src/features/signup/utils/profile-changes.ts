import type { ProfileChanges } from '@dating/domain';
import type { SignupDraft } from './signup-steps.js';

/** The profile part of the draft, saved with PUT /api/my-profile.php once the account exists; an empty about-me is left out. */
export const profileChangesOf = (draft: SignupDraft): ProfileChanges => {
  const aboutMe = draft.about_me.trim();
  return {
    location: draft.location,
    details: { gender: draft.gender || null, sexuality: draft.sexuality || null },
    ...(aboutMe ? { about_me: aboutMe } : {}),
  };
};
