// ... existing code ...
    case 'todos/pinned': {
      return {
        ...state,
        items: state.items.map((todo) =>
          todo.id === action.payload.id ? { ...todo, pinned: !todo.pinned, updatedAt: Date.now() } : todo
        ),
      };
    }

    case 'todos/renamed': {
      const title = String(action.payload.title ?? '').trim();
      if (!title) {
        return { ...state, lastError: 'Title cannot be empty' };
      }
      return {
        ...state,
        items: state.items.map((todo) =>
          todo.id === action.payload.id ? { ...todo, title, updatedAt: Date.now() } : todo
        ),
      };
    }
// ... existing code ...
