import { STORAGE_KEYS } from '@portal/contracts/constants';

/**
 * What the browser keeps about a session: only the `loggedIn` hint (spec section 4), which tells the next page
 * load to try a refresh. Nothing in it grants access; the refresh token is an HttpOnly cookie.
 */

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function hasLoggedInFlag(): boolean {
  return storage()?.getItem(STORAGE_KEYS.loggedIn) === 'true';
}

export function setLoggedInFlag(): void {
  try {
    storage()?.setItem(STORAGE_KEYS.loggedIn, 'true');
  } catch {
    // Storage full or refused: the session still works, a reload just asks for the password again.
  }
}

/** A refresh that failed: the hint is wrong, so the next load does not try again. */
export function clearLoggedInFlag(): void {
  storage()?.removeItem(STORAGE_KEYS.loggedIn);
}

/** Spec section 4 (logout): removes loggedIn, user and loginCredentials, and the stored theme. */
export function clearSignedInStorage(): void {
  const local = storage();
  for (const key of [
    STORAGE_KEYS.loggedIn,
    STORAGE_KEYS.user,
    STORAGE_KEYS.loginCredentials,
    STORAGE_KEYS.clientTheme,
  ]) {
    local?.removeItem(key);
  }
}
