import { escapeHtml } from './dom.js';
import { timeAgo } from './time.js';

const MAX_DEPTH = 4;

export function getUserDisplayName(user) {
  if (!user) return 'Anonymous';
  if (user.displayName) return user.displayName;
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}

function renderAvatar(user) {
  const name = getUserDisplayName(user);
  if (user && user.avatarUrl) {
    return `<img class="avatar" src="${escapeHtml(user.avatarUrl)}" alt="${escapeHtml(name)}">`;
  }
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<span class="avatar avatar--initials">${escapeHtml(initials)}</span>`;
}

function renderComment(comment, depth) {
  const author = getUserDisplayName(comment.author);
  const replies =
    depth < MAX_DEPTH && comment.replies.length
      ? `<ul class="replies">${comment.replies.map((r) => renderComment(r, depth + 1)).join('')}</ul>`
      : '';
  return `
    <li class="comment" data-id="${comment.id}">
      ${renderAvatar(comment.author)}
      <div class="comment__body">
        <strong class="comment__author">${escapeHtml(author)}</strong>
        <time datetime="${comment.createdAt}">${timeAgo(comment.createdAt)}</time>
        <p>${escapeHtml(comment.text)}</p>
      </div>
      ${replies}
    </li>`;
}

export function renderThread(container, comments) {
  container.innerHTML = `<ul class="thread">${comments.map((c) => renderComment(c, 0)).join('')}</ul>`;
}

export function mentionLabel(user) {
  return `@${getUserDisplayName(user)}`;
}
