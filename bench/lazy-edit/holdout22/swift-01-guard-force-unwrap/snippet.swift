// ... existing code ...
    private func render(_ profile: Profile) {
        nameLabel.text = profile.displayName
        bioLabel.text = profile.bio
        followButton.setTitle(profile.isFollowing ? "Following" : "Follow", for: .normal)
        followButton.accessibilityHint = profile.isFollowing ? "Stops following \(profile.displayName)" : "Follows \(profile.displayName)"
        Task {
            avatarView.image = await imageLoader.image(for: profile.avatarURL)
        }
    }

    @objc private func followTapped() {
        guard var profile else { return }
        profile.isFollowing.toggle()
        service.setFollowing(profile.isFollowing, userID: profile.id)
        self.profile = profile
        render(profile)
    }
// ... existing code ...
