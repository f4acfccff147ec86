/**
 * How people's names are folded for search: lower case, and each accented Latin letter to its plain letter
 * ('Núñez' finds 'nunez', and 'nunez' finds 'Núñez'). One character for one, so the database's `translate`
 * (immutable, so usable in a generated column with a trigram index) and `foldForSearch` agree exactly.
 */
export const FOLD_FROM =
  'àáâãäåçèéêëìíîïñòóôõöùúûüýÿāăąćĉċčďēĕėęěĝğġģĥĩīĭįĵķĺļľńņňōŏőŕŗřśŝşšţťũūŭůűųŵŷźżžøđłı';
export const FOLD_TO = 'aaaaaaceeeeiiiinooooouuuuyyaaaccccdeeeeegggghiiiijklllnnnooorrrssssttuuuuuuwyzzzodli';

const FOLDED = new Map([...FOLD_FROM].map((letter, i) => [letter, FOLD_TO[i] ?? letter]));

/** What a person types, folded as the database folds the names it searches. */
export function foldForSearch(text: string): string {
  return [...text.toLowerCase()].map((letter) => FOLDED.get(letter) ?? letter).join('');
}
