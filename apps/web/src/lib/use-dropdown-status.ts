import { DEBOUNCE_MS } from '@portal/contracts/constants';
import { useEffect, useState } from 'react';

/**
 * The status a results list says to screen readers ("3 results"), as spec section 9 times it: said once the
 * results have stayed the same for 200 ms (the dropdown status debounce), then cleared 500 ms later (the clear),
 * so that the same words are said again after the next search. Null says nothing.
 */
export function useDropdownStatus(message: string | null): string {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!message) return;
    const say = setTimeout(() => setSaid(message), DEBOUNCE_MS.dropdownStatus);
    return () => clearTimeout(say);
  }, [message]);
  useEffect(() => {
    if (!said) return;
    const clear = setTimeout(() => setSaid(''), DEBOUNCE_MS.dropdownClear);
    return () => clearTimeout(clear);
  }, [said]);
  return said;
}
