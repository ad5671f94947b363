export type NotificationEvent =
  | { type: 'comment.created'; author: string; postTitle: string }
  | { type: 'mention'; author: string; context: string }
  | { type: 'follow'; follower: string }
  | { type: 'invoice.paid'; amount: number; currency: string };

export function title(event: NotificationEvent): string {
  switch (event.type) {
    case 'comment.created':
      return `${event.author} commented on "${event.postTitle}"`;
    case 'mention':
      return `${event.author} mentioned you`;
    case 'follow':
      return `${event.follower} started following you`;
    case 'invoice.paid':
      return `Payment received`;
    default:
      return assertNever(event);
  }
}

export function icon(event: NotificationEvent): string {
  switch (event.type) {
    case 'comment.created':
      return 'message-circle';
    case 'mention':
      return 'at-sign';
    case 'follow':
      return 'user-plus';
    case 'invoice.paid':
      return 'credit-card';
    default:
      return assertNever(event);
  }
}

export function isUrgent(event: NotificationEvent): boolean {
  switch (event.type) {
    case 'mention':
    case 'invoice.paid':
      return true;
    default:
      return false;
  }
}

function assertNever(value: never): never {
  throw new Error(`Unhandled notification: ${JSON.stringify(value)}`);
}
