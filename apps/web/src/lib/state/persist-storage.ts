import type { Storage } from 'redux-persist';

/**
 * redux-persist's storage over window.localStorage. (Its own `redux-persist/lib/storage` is CommonJS and loses its
 * default export in the production bundle.) A browser that refuses storage simply persists nothing.
 */
export const persistStorage: Storage = {
  async getItem(key: string) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  async setItem(key: string, value: string) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage full or disabled.
    }
  },
  async removeItem(key: string) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to remove.
    }
  },
};
