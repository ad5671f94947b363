    // ... existing code ...
    case "todos/added":
      return {
        ...state,
        items: [action.payload, ...state.items],
        error: null,
      };

    // ... existing code ...

    case "todos/toggled":
      return {
        ...state,
        items: state.items.map((todo) =>
          todo.id === action.payload.id ? { ...todo, done: !todo.done, updatedAt: Date.now() } : todo,
        ),
        error: null,
      };
    // ... existing code ...
