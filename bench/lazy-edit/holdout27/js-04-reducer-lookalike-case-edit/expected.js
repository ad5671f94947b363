// @ts-check
import { nanoid } from 'nanoid';

/** @typedef {{ id: string, title: string, done: boolean, pinned: boolean, updatedAt: number }} Todo */
/** @typedef {{ items: Todo[], filter: 'all' | 'active' | 'done', lastError: string | null }} TodosState */

/** @type {TodosState} */
export const initialState = {
  items: [],
  filter: 'all',
  lastError: null,
};

/**
 * @param {TodosState} state
 * @param {{ type: string, payload?: any }} action
 * @returns {TodosState}
 */
export function todosReducer(state = initialState, action) {
  switch (action.type) {
    case 'todos/added': {
      const todo = {
        id: nanoid(),
        title: action.payload.title,
        done: false,
        pinned: false,
        updatedAt: Date.now(),
      };
      return { ...state, items: [...state.items, todo], lastError: null };
    }

    case 'todos/toggled': {
      return {
        ...state,
        items: state.items.map((todo) =>
          todo.id === action.payload.id ? { ...todo, done: !todo.done } : todo
        ),
      };
    }

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

    case 'todos/removed': {
      return { ...state, items: state.items.filter((todo) => todo.id !== action.payload.id) };
    }

    case 'todos/filterChanged':
      return { ...state, filter: action.payload.filter };

    case 'todos/failed':
      return { ...state, lastError: action.payload.message };

    default:
      return state;
  }
}

/** @param {TodosState} state */
export const selectVisible = (state) => {
  const visible = state.items.filter((todo) =>
    state.filter === 'all' ? true : state.filter === 'done' ? todo.done : !todo.done
  );
  return [...visible].sort((a, b) => Number(b.pinned) - Number(a.pinned));
};
