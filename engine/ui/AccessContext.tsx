import { createContext, useContext } from 'react';
import { createAccess, type Access } from '../core/access';

/**
 * Access of the signed-in user; the session provider fills it (with app.json's all-keys role), tests
 * pass `createAccess([...], allKeysRole)`. Without a provider it is a guest's: no role, so only keyless
 * entries open, whatever the all-keys role is (hence the empty name).
 */
export const AccessContext = createContext<Access>(createAccess([], ''));

/** The signed-in user's Access. */
export function useAccess(): Access {
  return useContext(AccessContext);
}
