/** Reading speed for the "N min read" of a post: about 230 words a minute, a common estimate for adults reading prose. */
export const WORDS_PER_MINUTE = 230;

export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes to read `words` words at `wordsPerMinute`, never less than 1. */
export function readingMinutes(words: number, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.round(words / wordsPerMinute));
}
