// ... existing code ...

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

// ... existing code ...
