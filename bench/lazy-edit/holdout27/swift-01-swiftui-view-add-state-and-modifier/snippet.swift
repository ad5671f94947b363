import SwiftUI

struct ReadingListView: View {
    @StateObject private var model = ReadingListModel()
    @State private var showingAddSheet = false
    @State private var searchText = ""
    @State private var sortOrder: SortOrder = .title

    enum SortOrder: String, CaseIterable, Identifiable {
        case title = "Title"
        case author = "Author"
        case dateAdded = "Date Added"

        var id: Self { self }
    }

    private var filteredBooks: [Book] {
        let matching = searchText.isEmpty ? model.books : model.books.filter {
            $0.title.localizedCaseInsensitiveContains(searchText)
                || $0.author.localizedCaseInsensitiveContains(searchText)
        }
        switch sortOrder {
        case .title: return matching.sorted { $0.title < $1.title }
        case .author: return matching.sorted { $0.author < $1.author }
        case .dateAdded: return matching.sorted { $0.addedAt > $1.addedAt }
        }
    }

    var body: some View {
        // ... existing code ...
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Picker("Sort", selection: $sortOrder) {
                        ForEach(SortOrder.allCases) { order in
                            Text(order.rawValue).tag(order)
                        }
                    }
                    .pickerStyle(.menu)
                }
                ToolbarItem(placement: .primaryAction) {
// ... existing code ...
