import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useLocation, useSearchParams } from 'react-router';
import type { AutoLikeView } from '@dating/domain';
import { API_TAGS, baseApi } from '../../../lib/base-api.js';
import { routerRestsAt } from '../../../lib/router-rest.js';
import { useAutoLikeMutation } from '../api/likes-api.js';
import { LIKES_RELOAD_DELAY_MS, likeModalDelayMs } from '../utils/like-modal-delay.js';

/**
 * Spec §5 query `t`: after that many seconds a site-run member likes the member and the like modal shows who. The
 * parameter leaves the address once it has fired, so a reload does not repeat it; likes are reloaded 500 ms later.
 */
export const useLikeModal = (loggedIn: boolean) => {
  const [, setParams] = useSearchParams();
  // The setter changes with the address; the timer must not restart (or fire twice) because of it.
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  const { pathname, search } = useLocation();
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;
  // Read once, from the address the member arrived at: a page that rewrites its own query (the search) must not cancel it.
  const [delayMs] = useState(() => likeModalDelayMs(new URLSearchParams(search).get('t')));
  const [autoLike] = useAutoLikeMutation();
  const dispatch = useDispatch();
  const [profile, setProfile] = useState<AutoLikeView['profile']>(null);
  useEffect(() => {
    if (delayMs === undefined || !loggedIn) return;
    let reload: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      // A member on the way to another page has left the address that carried it; writing now would land there.
      if (routerRestsAt(pathnameRef.current)) {
        setParamsRef.current(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('t');
            return next;
          },
          { replace: true },
        );
      }
      autoLike()
        .unwrap()
        .then(
          (view) => {
            setProfile(view.profile);
            reload = setTimeout(() => dispatch(baseApi.util.invalidateTags([API_TAGS.likes])), LIKES_RELOAD_DELAY_MS);
          },
          // Nobody left to like the member, or the limit reached: no modal, nothing to say.
          () => undefined,
        );
    }, delayMs);
    return () => {
      clearTimeout(timer);
      clearTimeout(reload);
    };
  }, [delayMs, loggedIn, autoLike, dispatch]);
  return { profile, close: () => setProfile(null) };
};
