import { Navigate, useParams } from 'react-router';
import { LikesPage } from '../../features/likes/components/likes-page.js';
import { likesTabOf } from '../../features/likes/utils/likes-tabs.js';
import { paths } from '../../config/paths.js';
import { fictionalNoticeOf, MembersOnly } from './session-gates.js';

export const LikesRoute = () => {
  const tab = likesTabOf(useParams().type);
  if (!tab) return <Navigate to={paths.likes} replace />;
  return <MembersOnly>{(_user, settings) => <LikesPage tab={tab} fictionalNotice={fictionalNoticeOf(settings)} />}</MembersOnly>;
};
