/**
 * The support phone number is offered only when it is a real number: the spec names placeholder values that
 * clients leave in their theme (0, '0', TBC in any case, empty, null).
 */
export function isRealPhoneNumber(value: string | number | null | undefined): value is string {
  if (value === null || value === undefined || typeof value === 'number') return false;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === '0') return false;
  return !/^t\.?\s*b\.?\s*c\.?$/i.test(trimmed);
}

/** A tel: link target: digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
