import UIKit

final class ProfileViewController: UIViewController {

    // MARK: - Dependencies

    private let userID: String
    private let service: ProfileServicing
    private let imageLoader: ImageLoading

    // MARK: - Views

    private let avatarView = UIImageView()
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()
    private let followButton = UIButton(type: .system)
    private let activityIndicator = UIActivityIndicatorView(style: .medium)

    private var profile: Profile?

    init(userID: String, service: ProfileServicing, imageLoader: ImageLoading) {
        self.userID = userID
        self.service = service
        self.imageLoader = imageLoader
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        configureLayout()
        followButton.addTarget(self, action: #selector(followTapped), for: .touchUpInside)
        loadProfile()
    }

    private func configureLayout() {
        avatarView.layer.cornerRadius = 40
        avatarView.clipsToBounds = true
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        bioLabel.numberOfLines = 0

        let stack = UIStackView(arrangedSubviews: [avatarView, nameLabel, bioLabel, followButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        view.addSubview(activityIndicator)
        activityIndicator.translatesAutoresizingMaskIntoConstraints = false

        NSLayoutConstraint.activate([
            avatarView.widthAnchor.constraint(equalToConstant: 80),
            avatarView.heightAnchor.constraint(equalToConstant: 80),
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 16),
            activityIndicator.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            activityIndicator.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    private func loadProfile() {
        activityIndicator.startAnimating()
        Task { [weak self] in
            guard let self else { return }
            let result = await service.fetchProfile(id: userID)
            activityIndicator.stopAnimating()
            switch result {
            case .success(let profile):
                self.profile = profile
                render(profile)
            case .failure(let error):
                showError(error)
            }
        }
    }

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

    private func showError(_ error: Error) {
        let alert = UIAlertController(title: "Couldn't load profile", message: error.localizedDescription, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
