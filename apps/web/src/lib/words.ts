// Built when first used, not as the module loads (the first formatter a page builds loads the locale data).
let conjunction: Intl.ListFormat | undefined;

/** Names as a sentence says them: "Jamie Morgan and Ella Morgan", "Dental Insurance, Health Cash Plan and ...". */
export function andList(names: readonly string[]): string {
  conjunction ??= new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });
  return conjunction.format(names);
}
