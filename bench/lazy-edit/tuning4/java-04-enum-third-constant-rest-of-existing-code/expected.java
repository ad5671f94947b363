package dev.forgekeep.access;

import java.util.Arrays;
import java.util.Optional;

/**
 * Roles a collaborator can hold on a repository, ordered from least to most privileged.
 */
public enum RepositoryRole {
    /** Can read and clone. */
    READ("read", 10, false, false),
    /** Can read, clone and manage issues and pull requests. */
    TRIAGE("triage", 20, false, false),
    /** Can read, clone, push and bypass branch protection rules. */
    WRITE("write", 30, true, true),
    /** Can push and manage the repository without access to destructive actions. */
    MAINTAIN("maintain", 40, true, false),
    /** Full access, including settings and deletion. */
    ADMIN("admin", 50, true, true);

    private final String apiName;
    private final int level;
    private final boolean canPush;
    private final boolean canBypassProtection;

    RepositoryRole(String apiName, int level, boolean canPush, boolean canBypassProtection) {
        this.apiName = apiName;
        this.level = level;
        this.canPush = canPush;
        this.canBypassProtection = canBypassProtection;
    }

    public String apiName() {
        return apiName;
    }

    public boolean canPush() {
        return canPush;
    }

    public boolean canBypassProtection() {
        return canBypassProtection;
    }

    public boolean includes(RepositoryRole other) {
        return level >= other.level;
    }

    public static Optional<RepositoryRole> fromApiName(String name) {
        return Arrays.stream(values()).filter(r -> r.apiName.equals(name)).findFirst();
    }
}
