import type { Todo, TodoFilter } from "./types";

export interface TodosState {
  items: Todo[];
  filter: TodoFilter;
  loading: boolean;
  error: string | null;
  lastSyncedAt: number | null;
}

export type TodosAction =
  | { type: "todos/loaded"; payload: Todo[] }
  | { type: "todos/added"; payload: Todo }
  | { type: "todos/updated"; payload: Todo }
  | { type: "todos/removed"; payload: { id: string } }
  | { type: "todos/toggled"; payload: { id: string } }
  | { type: "todos/filterChanged"; payload: TodoFilter }
  | { type: "todos/failed"; payload: string };

export const initialState: TodosState = {
  items: [],
  filter: "all",
  loading: false,
  error: null,
  lastSyncedAt: null,
};

export function todosReducer(state: TodosState = initialState, action: TodosAction): TodosState {
  switch (action.type) {
    case "todos/loaded":
      return {
        ...state,
        items: action.payload,
        loading: false,
        error: null,
        lastSyncedAt: Date.now(),
      };

    case "todos/added":
      return {
        ...state,
        items: [...state.items, action.payload],
        error: null,
      };

    case "todos/updated":
      return {
        ...state,
        items: state.items.map((todo) =>
          todo.id === action.payload.id ? action.payload : todo,
        ),
        error: null,
      };

    case "todos/removed":
      return {
        ...state,
        items: state.items.filter((todo) => todo.id !== action.payload.id),
        error: null,
      };

    case "todos/toggled":
      return {
        ...state,
        items: state.items.map((todo) =>
          todo.id === action.payload.id ? { ...todo, done: !todo.done } : todo,
        ),
        error: null,
      };

    case "todos/filterChanged":
      return { ...state, filter: action.payload };

    case "todos/failed":
      return { ...state, loading: false, error: action.payload };

    default:
      return state;
  }
}

export const selectVisibleTodos = (state: TodosState): Todo[] => {
  switch (state.filter) {
    case "active":
      return state.items.filter((todo) => !todo.done);
    case "completed":
      return state.items.filter((todo) => todo.done);
    default:
      return state.items;
  }
};
