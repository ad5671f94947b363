// ... existing code ...

    private func loadProfile() {
        guard let userID else { return }
        service.fetchProfile(id: userID) { [weak self] result in
            DispatchQueue.main.async {
                guard let self else { return }
                switch result {
                case .success(let profile):
                    self.nameLabel.text = profile.displayName
                    self.emailLabel.text = profile.email
                    self.avatarView.image = profile.avatar
                case .failure(let error):
                    self.showError(error)
                }
            }
        }
    }

// ... existing code ...
