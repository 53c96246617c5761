import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { paths } from '../../../config/paths';
import { ME_ENDPOINT } from '../api/me-endpoint';

/**
 * Spec §2: the current user is reloaded on each path change except '/'. Mounted pages that read it
 * (the member guard, the sidebar, /login) get the new answer; a page that mounts later with cached data
 * reloads it itself on mount.
 */
export function RefreshCurrentUserOnNavigate() {
  const { pathname } = useLocation();
  const { mutate, cache } = useSWRConfig();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (pathname === paths.home) return;
    // With nothing cached, whoever reads it next fetches on mount; asking here as well would send it twice.
    if (cache.get(ME_ENDPOINT)?.data === undefined) return;
    void mutate(ME_ENDPOINT);
  }, [pathname, mutate, cache]);

  return null;
}
