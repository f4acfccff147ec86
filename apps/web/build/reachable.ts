/** What `roots` reach by `next`, each once, depth first (the roots included), in the order first reached. */
export function reachable<T>(roots: Iterable<T>, next: (item: T) => Iterable<T>): T[] {
  const seen = new Set<T>();
  const visit = (item: T) => {
    if (seen.has(item)) return;
    seen.add(item);
    for (const following of next(item)) visit(following);
  };
  for (const root of roots) visit(root);
  return [...seen];
}
