import Foundation
import Combine

@MainActor
final class CheckoutViewModel: ObservableObject {
    enum State: Equatable {
        case idle
        case loading
        case ready(summary: OrderSummary)
        case failed(message: String)
    }

    @Published private(set) var state: State = .idle
    @Published var promoCode: String = ""
    @Published private(set) var isApplyingPromo = false

    private let cartService: CartServicing
    private let paymentService: PaymentServicing
    private var cancellables = Set<AnyCancellable>()

    init(cartService: CartServicing, paymentService: PaymentServicing) {
        self.cartService = cartService
        self.paymentService = paymentService

        cartService.cartDidChange
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .sink { [weak self] in
                Task { await self?.load() }
            }
            .store(in: &cancellables)
    }

    func load() async {
        state = .loading
        do {
            let summary = try await cartService.summary()
            state = .ready(summary: summary)
        } catch {
            state = .failed(message: error.localizedDescription)
        }
    }

    func applyPromo() async {
        let code = promoCode.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !code.isEmpty else { return }
        isApplyingPromo = true
        defer { isApplyingPromo = false }
        do {
            let summary = try await cartService.applyPromo(code: code)
            state = .ready(summary: summary)
        } catch {
            state = .failed(message: error.localizedDescription)
        }
    }

    func pay() async -> Bool {
        guard case let .ready(summary) = state else { return false }
        do {
            try await paymentService.charge(amount: summary.total, currency: summary.currency)
            return true
        } catch {
            state = .failed(message: error.localizedDescription)
            return false
        }
    }
}
