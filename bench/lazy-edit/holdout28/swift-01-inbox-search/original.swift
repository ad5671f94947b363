import Combine
import Foundation

@MainActor
final class InboxViewModel: ObservableObject {
    enum Filter: String, CaseIterable, Identifiable {
        case all
        case unread
        case flagged

        var id: String { rawValue }

        var title: String {
            switch self {
            case .all: return "All"
            case .unread: return "Unread"
            case .flagged: return "Flagged"
            }
        }
    }

    @Published private(set) var messages: [Message] = []
    @Published private(set) var isLoading = false
    @Published var filter: Filter = .all
    @Published var errorMessage: String?

    private let service: MailService
    private var cancellables = Set<AnyCancellable>()

    init(service: MailService) {
        self.service = service

        $filter
            .removeDuplicates()
            .sink { [weak self] _ in
                Task { await self?.reload() }
            }
            .store(in: &cancellables)
    }

    var visibleMessages: [Message] {
        switch filter {
        case .all:
            return messages
        case .unread:
            return messages.filter { !$0.isRead }
        case .flagged:
            return messages.filter(\.isFlagged)
        }
    }

    func reload() async {
        isLoading = true
        defer { isLoading = false }

        do {
            messages = try await service.fetchInbox()
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func markRead(_ message: Message) async {
        guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return }
        messages[index].isRead = true
        do {
            try await service.setRead(true, for: message.id)
        } catch {
            messages[index].isRead = false
            errorMessage = error.localizedDescription
        }
    }
}
