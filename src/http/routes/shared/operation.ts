/**
 * `operationId` and `summary` of one URL form of an operation. Most repository routes exist in up to four forms
 * (with and without a namespace, keyed and public); each form is its own operation in the OpenAPI document, so
 * each gets its own stable id: `getTree`, `getTreeInNamespace`, `getPublicTree`, `getPublicTreeInNamespace`.
 */
export function operation(url: string, id: string, summary: string): { operationId: string; summary: string } {
  let operationId = id;
  let text = summary;
  if (url.startsWith('/v1/orgs/') && !id.includes('Public')) {
    operationId = id.replace(/^[a-z]+/, (verb) => `${verb}Public`);
    text += ' (public repository, no key)';
  }
  if (url.includes('/:namespace/')) {
    operationId += 'InNamespace';
    text += ' (namespaced path)';
  }
  return { operationId, summary: text };
}
