import Foundation
import Observation

@Observable
@MainActor
final class ProfileViewModel {
    private(set) var profile: Profile?
    private(set) var isSaving = false
    var errorMessage: String?
    var displayName = ""
    var bio = ""

    private let client: ProfileClient

    init(client: ProfileClient) {
        self.client = client
    }

    func load() async {
        do {
            let profile = try await client.fetchProfile()
            self.profile = profile
            displayName = profile.displayName
            bio = profile.bio
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    func save() async {
        guard canSave else { return }
        isSaving = true
        defer { isSaving = false }
        let update = ProfileUpdate(displayName: displayName.trimmingCharacters(in: .whitespaces), bio: bio)
        do {
            profile = try await client.updateProfile(update)
            errorMessage = nil
        } catch {
            errorMessage = error.localizedDescription
        }
    }

    var canSave: Bool {
        guard let profile else { return false }
        let name = displayName.trimmingCharacters(in: .whitespaces)
        return !name.isEmpty && (name != profile.displayName || bio != profile.bio)
    }
}
