import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useSession } from '../../auth/SessionProvider';
import { recentOwner, rememberRecent } from '../menu/palette';
import type { MenuPage } from '../menu/types';

/**
 * Makes each menu page the user opens their most recent one (the page search offers them before anything is
 * typed). Run by the frame, always there: the search's own code comes after the first screen, and a page opened
 * before it arrived (a click right after signing in) was left out of the list.
 */
export function useRememberVisits(pages: readonly MenuPage[]): void {
  const session = useSession();
  const [path] = useLocation();
  const user = recentOwner(session);
  useEffect(() => {
    if (user && pages.some((page) => page.url.split('?')[0] === path)) rememberRecent(window.localStorage, user, path);
  }, [user, path, pages]);
}
