type Action = { type: 'add'; value: number } | { type: 'reset' } | { type: 'double' };

export function reducer(state: number, action: Action): number {
  switch (action.type) {
    // ... existing code ...
    case 'reset':
      return 0;
    case 'double':
      return state * 2;
    default:
      return state;
  }
}
