// ... existing code ...
    @State private var newTitle = ""
    @State private var showCompleted = true
    @FocusState private var isInputFocused: Bool
// ... existing code ...

                if showCompleted {
                    Section("Done") {
                        ForEach(viewModel.completedTasks) { task in
                            TaskRow(task: task) {
                                viewModel.toggle(task)
                            }
                        }
                        .onDelete { offsets in
                            viewModel.delete(at: offsets, in: .completed)
                        }
                    }
                }
            }
            .navigationTitle("Tasks")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button(showCompleted ? "Hide Done" : "Show Done") {
                        showCompleted.toggle()
                    }
                }
            }
            .refreshable {
// ... existing code ...
