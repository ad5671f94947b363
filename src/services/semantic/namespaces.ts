/** A repository's default index is the namespace `<repo id>`; a named scope is `<repo id>/<scope>`. */
export function namespaceOf(repoId: string, scope: string): string {
  return scope === '' ? repoId : `${repoId}/${scope}`;
}

/** SPEC: lowercase [a-z0-9-], 1 to 32 characters, starting with a letter or digit. */
export const SCOPE_NAME = /^[a-z0-9][a-z0-9-]{0,31}$/;

export const MAX_SCOPES = 16;
