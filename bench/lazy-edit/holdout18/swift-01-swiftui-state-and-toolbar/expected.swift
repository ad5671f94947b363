import SwiftUI

struct TaskListView: View {
    @EnvironmentObject private var store: TaskStore
    @State private var newTitle = ""
    @State private var showCompleted = true
    @State private var isConfirmingClear = false

    private var visibleTasks: [TaskItem] {
        showCompleted ? store.tasks : store.tasks.filter { !$0.isDone }
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack {
                        TextField("New task", text: $newTitle)
                            .onSubmit(addTask)
                        Button("Add", action: addTask)
                            .disabled(newTitle.trimmingCharacters(in: .whitespaces).isEmpty)
                    }
                }

                Section("Tasks") {
                    ForEach(visibleTasks) { task in
                        TaskRow(task: task) {
                            store.toggle(task)
                        }
                    }
                    .onDelete(perform: deleteTasks)
                }
            }
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

    private func addTask() {
        let title = newTitle.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        store.add(title: title)
        newTitle = ""
    }

    private func deleteTasks(at offsets: IndexSet) {
        let ids = offsets.map { visibleTasks[$0].id }
        store.remove(ids: ids)
    }
}

struct TaskRow: View {
    let task: TaskItem
    let onToggle: () -> Void

    var body: some View {
        HStack {
            Button(action: onToggle) {
                Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
            }
            .buttonStyle(.plain)
            Text(task.title)
                .strikethrough(task.isDone)
                .foregroundStyle(task.isDone ? .secondary : .primary)
        }
    }
}
