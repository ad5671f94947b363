// ... existing code ...
    removeTodo(state, action: PayloadAction<string>) {
      state.items = state.items.filter((t) => t.id !== action.payload);
    },
    setStatusFilter(state, action: PayloadAction<TodoStatus>) {
      state.filter = action.payload;
    },
// ... existing code ...

export const { toggleTodo, removeTodo, setStatusFilter, clearCompleted } = todosSlice.actions;

export const selectTodos = (state: RootState) => state.todos.items;
export const selectStatusFilter = (state: RootState) => state.todos.filter;
// ... existing code ...
