@Service
public class RepositoryService {

    private static final String DEFAULT_BRANCH = "main";

    private final RepositoryRepository repositories;
    private final GitStorage storage;
    private final Clock clock;

    // ... existing code ...

    @Transactional
    public RepositoryDto create(User owner, CreateRepositoryRequest request) {
        if (repositories.existsByOwnerIdAndName(owner.getId(), request.name())) {
            throw new RepositoryAlreadyExistsException(owner.getLogin(), request.name());
        }
        String defaultBranch = request.defaultBranch() != null ? request.defaultBranch() : DEFAULT_BRANCH;
        RepositoryEntity entity = new RepositoryEntity();
        entity.setOwnerId(owner.getId());
        entity.setName(request.name());
        entity.setDescription(request.description());
        entity.setPrivate(request.isPrivate());
        entity.setDefaultBranch(defaultBranch);
        entity.setCreatedAt(Instant.now(clock));
        RepositoryEntity saved = repositories.save(entity);
        storage.initBare(owner.getLogin(), saved.getName(), defaultBranch);
        return RepositoryDto.from(saved);
    }

    // ... existing code ...
}
