export { codeLanguageOf, displayLanguageOf, type CodeLanguage } from './languages.js';
export { grammar, parseSource } from './parser.js';
