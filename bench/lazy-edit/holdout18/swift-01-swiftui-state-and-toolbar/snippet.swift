// ... existing code ...
    @State private var showCompleted = true
    @State private var isConfirmingClear = false

    // ... existing code ...
            .navigationTitle("Today")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Clear Done", role: .destructive) {
                        isConfirmingClear = true
                    }
                    .disabled(!store.tasks.contains { $0.isDone })
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Toggle("Show completed", isOn: $showCompleted)
                        .toggleStyle(.button)
                }
            }
            .confirmationDialog("Remove all completed tasks?", isPresented: $isConfirmingClear) {
                Button("Remove", role: .destructive) {
                    store.remove(ids: store.tasks.filter(\.isDone).map(\.id))
                }
            }
        }
    }

    // ... existing code ...
