import { createSlice, createAsyncThunk, PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';
import { fetchTodos as fetchTodosApi, saveTodo } from './todosApi';

export type TodoStatus = 'all' | 'active' | 'completed';

export interface Todo {
  id: string;
  title: string;
  completed: boolean;
}

interface TodosState {
  items: Todo[];
  filter: TodoStatus;
  loading: boolean;
  error: string | null;
}

const initialState: TodosState = {
  items: [],
  filter: 'all',
  loading: false,
  error: null,
};

export const fetchTodos = createAsyncThunk('todos/fetch', async () => {
  return fetchTodosApi();
});

export const addTodo = createAsyncThunk('todos/add', async (title: string) => {
  return saveTodo({ title, completed: false });
});

const todosSlice = createSlice({
  name: 'todos',
  initialState,
  reducers: {
    toggleTodo(state, action: PayloadAction<string>) {
      const todo = state.items.find((t) => t.id === action.payload);
      if (todo) {
        todo.completed = !todo.completed;
      }
    },
    removeTodo(state, action: PayloadAction<string>) {
      state.items = state.items.filter((t) => t.id !== action.payload);
    },
    setFilter(state, action: PayloadAction<TodoStatus>) {
      state.filter = action.payload;
    },
    clearCompleted(state) {
      state.items = state.items.filter((t) => !t.completed);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchTodos.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchTodos.fulfilled, (state, action) => {
        state.loading = false;
        state.items = action.payload;
      })
      .addCase(fetchTodos.rejected, (state, action) => {
        state.loading = false;
        state.error = action.error.message ?? 'Failed to load todos';
      })
      .addCase(addTodo.fulfilled, (state, action) => {
        state.items.push(action.payload);
      });
  },
});

export const { toggleTodo, removeTodo, setFilter, clearCompleted } = todosSlice.actions;

export const selectTodos = (state: RootState) => state.todos.items;
export const selectFilter = (state: RootState) => state.todos.filter;
export const selectVisibleTodos = (state: RootState) => {
  const { items, filter } = state.todos;
  if (filter === 'active') return items.filter((t) => !t.completed);
  if (filter === 'completed') return items.filter((t) => t.completed);
  return items;
};

export default todosSlice.reducer;
