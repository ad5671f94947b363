package dev.grove.diff;

import dev.grove.git.GitRepository;
import dev.grove.git.ObjectId;
import dev.grove.pulls.PullRequest;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

public class DiffService {
    private static final int MAX_FILES = 300;
    public static final int DEFAULT_CONTEXT_LINES = 3;

    private final GitRepository.Opener opener;
    private final DiffRenderer renderer;

    public DiffService(GitRepository.Opener opener, DiffRenderer renderer) {
        this.opener = opener;
        this.renderer = renderer;
    }

    public Diff computeDiff(String repoId, ObjectId base, ObjectId head, int contextLines) throws IOException {
        try (GitRepository repo = opener.open(repoId)) {
            List<FileChange> changes = repo.diffTrees(base, head);
            List<RenderedFile> files = new ArrayList<>();
            boolean truncated = false;
            for (FileChange change : changes) {
                if (files.size() >= MAX_FILES) {
                    truncated = true;
                    break;
                }
                files.add(renderer.render(repo, change, contextLines));
            }
            return new Diff(base, head, files, truncated);
        }
    }

    public Diff diffForPullRequest(PullRequest pr, int contextLines) throws IOException {
        ObjectId base = pr.mergeBase();
        ObjectId head = pr.headCommit();
        return computeDiff(pr.repoId(), base, head, contextLines);
    }

    public Diff diffForCommit(String repoId, ObjectId commit) throws IOException {
        try (GitRepository repo = opener.open(repoId)) {
            ObjectId parent = repo.firstParent(commit).orElse(ObjectId.EMPTY_TREE);
            return computeDiff(repoId, parent, commit, DEFAULT_CONTEXT_LINES);
        }
    }

    public int countChangedFiles(String repoId, ObjectId base, ObjectId head) throws IOException {
        try (GitRepository repo = opener.open(repoId)) {
            return repo.diffTrees(base, head).size();
        }
    }
}
