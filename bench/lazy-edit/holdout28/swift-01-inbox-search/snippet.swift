// ... existing code ...
    @Published var filter: Filter = .all
    @Published var searchText = ""
    @Published var errorMessage: String?

    // ... existing code ...
            .store(in: &cancellables)
    }

    var visibleMessages: [Message] {
        let filtered: [Message]
        switch filter {
        case .all:
            filtered = messages
        case .unread:
            filtered = messages.filter { !$0.isRead }
        case .flagged:
            filtered = messages.filter(\.isFlagged)
        }
        let query = searchText.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return filtered }
        return filtered.filter {
            $0.subject.localizedCaseInsensitiveContains(query)
                || $0.sender.localizedCaseInsensitiveContains(query)
        }
    }

    // ... existing code ...
}
