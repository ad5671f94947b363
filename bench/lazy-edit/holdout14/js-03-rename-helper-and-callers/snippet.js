// … existing code …

export function formatUserName(user) {
  if (!user) return 'Anonymous';
  // … existing code …
}

function renderAvatar(user) {
  const name = formatUserName(user);
  // … existing code …
}

function renderComment(comment, depth) {
  const author = formatUserName(comment.author);
  // … existing code …

export function mentionLabel(user) {
  return `@${formatUserName(user)}`;
}
