/**
 * A list of ids in a request where each may appear once (the people a selection covers, the selections an
 * approver decides): a repeat is refused by the contract, naming the field, before anything is written; else
 * the second copy of an id meets a unique index half-way through a transaction.
 */
import type { z } from 'zod';

export function distinct<Item extends z.ZodType>(
  list: z.ZodArray<Item>,
  keyOf: (item: z.output<Item>) => unknown = (item) => item,
) {
  return list.superRefine((items, context) => {
    const seen = new Set<unknown>();
    for (const item of items) {
      const key = keyOf(item);
      if (seen.has(key)) {
        context.addIssue({ code: 'custom', message: `${String(key)} is given more than once` });
        return;
      }
      seen.add(key);
    }
  });
}
