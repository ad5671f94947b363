import Foundation

enum APIError: Error, Equatable {
    case invalidURL
    case unauthorized
    case notFound
    case server(statusCode: Int)
    case decoding(String)
    case network(String)
}

extension APIError: LocalizedError {
    var errorDescription: String? {
        switch self {
        case .invalidURL:
            return "The request URL was invalid."
        case .unauthorized:
            return "Your session has expired. Please sign in again."
        case .notFound:
            return "The requested item could not be found."
        case .server(let statusCode):
            return "The server returned an error (\(statusCode))."
        case .decoding(let details):
            return "The response could not be read: \(details)"
        case .network(let details):
            return "A network error occurred: \(details)"
        }
    }
}

struct APIClient {
    let baseURL: URL
    var session: URLSession = .shared
    var decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    func get<T: Decodable>(_ path: String, as type: T.Type = T.self) async throws -> T {
        guard let url = URL(string: path, relativeTo: baseURL) else {
            throw APIError.invalidURL
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(from: url)
        } catch {
            throw APIError.network(error.localizedDescription)
        }
        guard let http = response as? HTTPURLResponse else {
            throw APIError.network("Unexpected response type")
        }
        switch http.statusCode {
        case 200..<300:
            break
        case 401:
            throw APIError.unauthorized
        case 404:
            throw APIError.notFound
        default:
            throw APIError.server(statusCode: http.statusCode)
        }
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw APIError.decoding(String(describing: error))
        }
    }
}
