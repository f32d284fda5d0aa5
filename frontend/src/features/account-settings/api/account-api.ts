import type {
  AccountDeletionRequest,
  ChangePasswordRequest,
  DeletionReason,
  MailChangeRequest,
} from '@dating/domain';
import { API_TAGS, baseApi } from '../../../lib/base-api.js';
import type { RetentionDiscount } from '../../../types/api.js';

type DeleteAccountRequest = Omit<AccountDeletionRequest, 'reasons'> & { reasons: DeletionReason[] };

/** Spec §2 settings: the member's own account (e-mail, password, invisible mode, deletion). */
const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The new address only counts once its link is opened; the user view shows it as pending until then.
    requestMailChange: build.mutation<{ pending_email: string }, MailChangeRequest>({
      query: (body) => ({ url: 'api/mail-change.php', method: 'POST', body }),
      invalidatesTags: [API_TAGS.user],
    }),
    confirmMailChange: build.mutation<{ email: string }, string>({
      query: (token) => ({ url: 'api/mail-change-do.php', method: 'POST', body: { token } }),
      invalidatesTags: [API_TAGS.user],
    }),
    changePassword: build.mutation<{ ok: true }, ChangePasswordRequest>({
      query: (body) => ({ url: 'api/password.php', method: 'PUT', body }),
    }),
    // Invisible members leave search and profiles at once; the profile editor shows the same switch.
    setInvisibleMode: build.mutation<{ invisible: boolean }, boolean>({
      query: (invisible) => ({ url: 'api/invisible.php', method: 'PUT', body: { invisible } }),
      invalidatesTags: [API_TAGS.user, API_TAGS.myProfile, API_TAGS.search],
    }),
    deleteAccount: build.mutation<{ final_deletion_at: string }, DeleteAccountRequest>({
      query: (body) => ({ url: 'api/account-deletion.php', method: 'POST', body }),
    }),
    // The server takes the percentage from the site's own offer; the user view then shows the discount as saved.
    acceptRetentionOffer: build.mutation<{ retention_discount: RetentionDiscount }, void>({
      query: () => ({ url: 'api/retention-offer.php', method: 'POST', body: {} }),
      invalidatesTags: [API_TAGS.user],
    }),
  }),
});

export const {
  useRequestMailChangeMutation,
  useConfirmMailChangeMutation,
  useChangePasswordMutation,
  useSetInvisibleModeMutation,
  useDeleteAccountMutation,
  useAcceptRetentionOfferMutation,
} = accountApi;

/** Where the member's data can be downloaded: a plain link, so the browser saves the file the API names. */
export const ACCOUNT_EXPORT_URL = '/api/account-export.php';
