export type NotificationEvent =
  | { type: 'comment.created'; author: string; postTitle: string }
  | { type: 'mention'; author: string; context: string }
  | { type: 'follow'; follower: string }
  | { type: 'invoice.paid'; amount: number; currency: string }
  | { type: 'invoice.failed'; amount: number; currency: string; reason: string };

export function title(event: NotificationEvent): string {
  switch (event.type) {
    // ... existing cases ...
    case 'invoice.paid':
      return `Payment received`;
    case 'invoice.failed':
      return `Payment of ${event.amount} ${event.currency} failed: ${event.reason}`;
    default:
      return assertNever(event);
  }
}

export function icon(event: NotificationEvent): string {
  switch (event.type) {
    // ... existing cases ...
    case 'invoice.paid':
      return 'credit-card';
    case 'invoice.failed':
      return 'alert-triangle';
    default:
      return assertNever(event);
  }
}

export function isUrgent(event: NotificationEvent): boolean {
  switch (event.type) {
    case 'mention':
    case 'invoice.paid':
    case 'invoice.failed':
      return true;
    // ... existing code ...
