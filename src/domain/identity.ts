/**
 * Who Grove writes as, and who an author may be. One rule for every commit Grove makes: API commits, merges,
 * cherry-picks and reverts, repository initialization, snapshot restores, exec, wiki and sync imports.
 */
import { invalid } from './errors.js';

export interface Person {
  name: string;
  email: string;
}

/** The committer of every commit Grove makes, and the author when the request names none. */
export const SERVICE_IDENTITY: Readonly<Person> = Object.freeze({ name: 'Grove', email: 'grove@localhost' });

/** An author as a request gives it: non-empty name and email, no `<`, `>` or control characters. */
export function checkAuthor(who: Person, field = 'author'): Person {
  // eslint-disable-next-line no-control-regex
  if (/[<>\u0000-\u001f]/.test(who.name + who.email)) throw invalid(`${field}.name and ${field}.email must not contain <, > or control characters`);
  if (who.name.trim() === '' || who.email.trim() === '') throw invalid(`${field}.name and ${field}.email must not be empty`);
  return { name: who.name, email: who.email };
}
