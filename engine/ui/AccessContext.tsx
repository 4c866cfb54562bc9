import { createContext, useContext } from 'react';
import { createAccess, type Access } from '../core/access';

/** Access of the signed-in user; the session provider fills it, tests pass `createAccess([...])`. */
export const AccessContext = createContext<Access>(createAccess([]));

/** The signed-in user's Access. */
export function useAccess(): Access {
  return useContext(AccessContext);
}
