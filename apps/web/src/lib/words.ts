const conjunction = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** Names as a sentence says them: "Jamie Morgan and Ella Morgan", "Dental Insurance, Health Cash Plan and ...". */
export function andList(names: readonly string[]): string {
  return conjunction.format(names);
}
