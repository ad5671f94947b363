import SwiftUI

struct TaskListView: View {
    @StateObject private var viewModel = TaskListViewModel()
    @State private var newTaskTitle = ""

    var body: some View {
        NavigationStack {
            List {
                Section("Open") {
                    ForEach(viewModel.openTasks) { task in
                        TaskRow(task: task) {
                            viewModel.toggle(task)
                        }
                    }
                    .onDelete { offsets in
                        viewModel.delete(at: offsets, completed: false)
                    }
                }

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
            .navigationTitle("Tasks")
            .safeAreaInset(edge: .bottom) {
                HStack {
                    TextField("New task", text: $newTaskTitle)
                        .textFieldStyle(.roundedBorder)
                        .onSubmit(addTask)
                    Button("Add", action: addTask)
                        .disabled(newTaskTitle.trimmingCharacters(in: .whitespaces).isEmpty)
                }
                .padding()
                .background(.bar)
            }
        }
    }

    private func addTask() {
        let title = newTaskTitle.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        viewModel.add(title: title)
        newTaskTitle = ""
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
