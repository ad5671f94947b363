type Action = { type: 'add'; value: number } | { type: 'reset' };

export function reducer(state: number, action: Action): number {
  switch (action.type) {
    case 'add':
      return state + action.value;
    case 'reset':
      return 0;
    default:
      return state;
  }
}
