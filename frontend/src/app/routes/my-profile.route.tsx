import { MyProfilePage } from '../../features/my-profile/components/my-profile-page.js';
import { MembersOnly } from './session-gates.js';

export const MyProfileRoute = () => (
  <MembersOnly>{(_user, settings) => <MyProfilePage countries={settings.countries} />}</MembersOnly>
);
