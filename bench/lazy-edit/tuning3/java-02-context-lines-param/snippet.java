// ... existing code ...
public class DiffService {
    private static final int MAX_FILES = 300;
    public static final int DEFAULT_CONTEXT_LINES = 3;

    // ... existing code ...

    public Diff computeDiff(String repoId, ObjectId base, ObjectId head, int contextLines) throws IOException {
        // ... existing code ...
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
    // ... existing code ...
