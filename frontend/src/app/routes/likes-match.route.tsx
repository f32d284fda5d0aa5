import { useParams } from 'react-router';
import { MatchPage } from '../../features/likes/components/match-page.js';
import { MembersOnly } from './session-gates.js';

export const LikesMatchRoute = () => {
  const { id = '' } = useParams();
  return <MembersOnly>{() => <MatchPage key={id} memberId={id} />}</MembersOnly>;
};
