import SwiftUI

struct TaskListView: View {
    @StateObject private var viewModel: TaskListViewModel
    @State private var newTitle = ""
    @FocusState private var isInputFocused: Bool

    init(store: TaskStore) {
        _viewModel = StateObject(wrappedValue: TaskListViewModel(store: store))
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    HStack {
                        TextField("New task", text: $newTitle)
                            .focused($isInputFocused)
                            .submitLabel(.done)
                            .onSubmit(addTask)
                        Button(action: addTask) {
                            Image(systemName: "plus.circle.fill")
                        }
                        .disabled(newTitle.trimmingCharacters(in: .whitespaces).isEmpty)
                    }
                }

                Section("Open") {
                    ForEach(viewModel.openTasks) { task in
                        TaskRow(task: task) {
                            viewModel.toggle(task)
                        }
                    }
                    .onDelete { offsets in
                        viewModel.delete(at: offsets, in: .open)
                    }
                }

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
            .navigationTitle("Tasks")
            .refreshable {
                await viewModel.reload()
            }
        }
    }

    private func addTask() {
        let title = newTitle.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return }
        viewModel.add(title: title)
        newTitle = ""
        isInputFocused = true
    }
}
