import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { router } from './router.js';
import { store } from './store.js';
import { useSiteBootstrap } from './use-site-bootstrap.js';

const SiteBootstrap = () => {
  useSiteBootstrap();
  return null;
};

export const App = () => (
  <Provider store={store}>
    <SiteBootstrap />
    <RouterProvider router={router} />
  </Provider>
);
