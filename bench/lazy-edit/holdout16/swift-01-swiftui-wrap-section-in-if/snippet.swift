// ... existing code ...
                    .onDelete { offsets in
                        viewModel.delete(at: offsets, completed: false)
                    }
                }

                if !viewModel.completedTasks.isEmpty {
                    Section("Completed") {
                        ForEach(viewModel.completedTasks) { task in
                            TaskRow(task: task) {
                                viewModel.toggle(task)
                            }
                        }
                        .onDelete { offsets in
                            viewModel.delete(at: offsets, completed: true)
                        }
                    }
                }
            }
            .navigationTitle("Tasks")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Clear Completed", role: .destructive) {
                        viewModel.clearCompleted()
                    }
                    .disabled(viewModel.completedTasks.isEmpty)
                }
            }
            .safeAreaInset(edge: .bottom) {
// ... existing code ...
