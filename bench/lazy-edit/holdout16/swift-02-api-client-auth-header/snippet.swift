import Foundation

enum APIError: Error {
    case invalidURL
    case unauthorized
    case http(status: Int, body: Data)
    case decoding(Error)
    case transport(Error)
}

final class APIClient {
    private let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder
    private let tokenProvider: () async -> String?

    init(baseURL: URL, session: URLSession = .shared, tokenProvider: @escaping () async -> String? = { nil }) {
        self.baseURL = baseURL
        self.session = session
        self.tokenProvider = tokenProvider
        // ... existing code ...
    }

    // ... existing code ...

    private func send<T: Decodable>(_ request: URLRequest) async throws -> T {
        var request = request
        if let token = await tokenProvider() {
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request)
        } catch {
            throw APIError.transport(error)
        }
        if let http = response as? HTTPURLResponse, http.statusCode == 401 {
            throw APIError.unauthorized
        }
        // ... existing code ...
    }
}
