// Languages: the shipped locales, Discord's names for them, and the words of each.
export * from './locales.ts';
export { Words, wordsFor, messageIds, catalogFiles, formatErrors, type WordArgs } from './words.ts';
