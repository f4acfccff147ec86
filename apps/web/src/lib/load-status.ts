/**
 * The four states a section of a page loads through (spec section 3, Home page cards and banners: idle,
 * loading, success or error). A list section also counts an answer that is not an array as an error (spec
 * section 8), so a malformed answer shows the error rather than breaking the page.
 */
export type LoadStatus = 'idle' | 'loading' | 'success' | 'error';

interface QueryFlags {
  isUninitialized: boolean;
  isLoading: boolean;
  isError: boolean;
  data?: unknown;
}

export function listLoadStatus(query: QueryFlags): LoadStatus {
  if (query.isUninitialized) return 'idle';
  if (query.isLoading) return 'loading';
  if (query.isError || !Array.isArray(query.data)) return 'error';
  return 'success';
}
