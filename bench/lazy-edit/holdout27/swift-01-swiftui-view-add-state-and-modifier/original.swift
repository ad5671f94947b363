import SwiftUI

struct ReadingListView: View {
    @StateObject private var model = ReadingListModel()
    @State private var showingAddSheet = false
    @State private var searchText = ""

    private var filteredBooks: [Book] {
        guard !searchText.isEmpty else { return model.books }
        return model.books.filter {
            $0.title.localizedCaseInsensitiveContains(searchText)
                || $0.author.localizedCaseInsensitiveContains(searchText)
        }
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(filteredBooks) { book in
                    NavigationLink(value: book) {
                        BookRow(book: book)
                    }
                }
                .onDelete { offsets in
                    model.remove(atOffsets: offsets, in: filteredBooks)
                }
            }
            .navigationTitle("Reading List")
            .navigationDestination(for: Book.self) { book in
                BookDetailView(book: book)
            }
            .searchable(text: $searchText, prompt: "Title or author")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingAddSheet = true
                    } label: {
                        Label("Add Book", systemImage: "plus")
                    }
                }
            }
            .sheet(isPresented: $showingAddSheet) {
                AddBookView { newBook in
                    model.add(newBook)
                }
            }
            .task {
                await model.load()
            }
        }
    }
}

private struct BookRow: View {
    let book: Book

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(book.title)
                .font(.headline)
            Text(book.author)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding(.vertical, 4)
    }
}

#Preview {
    ReadingListView()
}
