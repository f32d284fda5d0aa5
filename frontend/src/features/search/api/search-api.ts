// Search is shared with the signup's match count: declared once in lib/.
export { useSearchMembersQuery, type SearchArgs } from '../../../lib/shared-endpoints.js';
