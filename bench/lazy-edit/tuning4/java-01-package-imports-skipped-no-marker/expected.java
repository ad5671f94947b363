package dev.forgekeep.repos;

import dev.forgekeep.repos.dto.CreateRepositoryRequest;
import dev.forgekeep.repos.dto.RepositoryDto;
import dev.forgekeep.users.User;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class RepositoryService {

    private static final String DEFAULT_BRANCH = "main";

    private final RepositoryRepository repositories;
    private final GitStorage storage;
    private final Clock clock;

    public RepositoryService(RepositoryRepository repositories, GitStorage storage, Clock clock) {
        this.repositories = repositories;
        this.storage = storage;
        this.clock = clock;
    }

    @Transactional(readOnly = true)
    public List<RepositoryDto> listForOwner(User owner) {
        return repositories.findAllByOwnerIdOrderByNameAsc(owner.getId()).stream()
                .map(RepositoryDto::from)
                .toList();
    }

    @Transactional(readOnly = true)
    public Optional<RepositoryDto> find(String owner, String name) {
        return repositories.findByOwnerLoginAndName(owner, name).map(RepositoryDto::from);
    }

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

    @Transactional
    public void archive(String owner, String name) {
        RepositoryEntity entity = repositories.findByOwnerLoginAndName(owner, name)
                .orElseThrow(() -> new RepositoryNotFoundException(owner, name));
        entity.setArchived(true);
        entity.setUpdatedAt(Instant.now(clock));
    }
}
