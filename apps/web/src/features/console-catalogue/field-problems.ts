/** The id of the input that edits the document's `path`, so that a problem is shown by it and focuses it. */
export const inputIdOf = (prefix: string, path: string) => `${prefix}-${path.replaceAll('.', '-')}`;

/** What was typed in a number's field: a number when it reads as one, else the text, for the server to refuse by the field. */
export function numberOrText(typed: string): number | string {
  const trimmed = typed.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : typed;
}
