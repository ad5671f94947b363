// ... existing code ...
    @Published private(set) var isApplyingPromo = false
    @Published private(set) var promoError: String?

    // ... existing code ...
    func applyPromo() async {
        let code = promoCode.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !code.isEmpty else { return }
        promoError = nil
        isApplyingPromo = true
        defer { isApplyingPromo = false }
        do {
            let summary = try await cartService.applyPromo(code: code)
            state = .ready(summary: summary)
        } catch {
            promoError = "This code can't be applied: \(error.localizedDescription)"
        }
    }
    // ... existing code ...
