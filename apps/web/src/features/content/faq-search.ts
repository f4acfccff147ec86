import type { FaqGroup } from '@portal/contracts';

/** The words of a search, lower-cased: a question matches when it contains every one. */
function searchWords(search: string): string[] {
  return search.toLocaleLowerCase('en-GB').split(/\s+/).filter(Boolean);
}

/** An answer's words without its markup (answers are HTML). */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/**
 * The groups and questions that match a search, as typed: every word must appear in the question or its answer
 * (in any order, any case). Groups left with no question are dropped; an empty search keeps everything.
 */
export function filterFaqs(groups: readonly FaqGroup[], search: string): FaqGroup[] {
  const words = searchWords(search);
  const ordered = [...groups].sort((a, b) => a.order - b.order);
  return ordered
    .map((group) => ({
      ...group,
      questions: [...group.questions]
        .sort((a, b) => a.order - b.order)
        .filter((item) => {
          if (words.length === 0) return true;
          const haystack = `${item.question} ${plainText(item.answer)}`.toLocaleLowerCase('en-GB');
          return words.every((word) => haystack.includes(word));
        }),
    }))
    .filter((group) => group.questions.length > 0);
}

export function countQuestions(groups: readonly FaqGroup[]): number {
  return groups.reduce((total, group) => total + group.questions.length, 0);
}
