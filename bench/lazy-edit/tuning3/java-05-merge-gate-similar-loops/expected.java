package dev.grove.pulls;

import dev.grove.checks.CheckRun;
import dev.grove.checks.CheckState;
import dev.grove.reviews.Review;
import dev.grove.reviews.ReviewState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

public class MergeGate {
    public record Decision(boolean allowed, List<String> reasons) {
        public static Decision allow() {
            return new Decision(true, List.of());
        }

        public static Decision block(List<String> reasons) {
            return new Decision(false, List.copyOf(reasons));
        }
    }

    private final BranchProtection protection;

    public MergeGate(BranchProtection protection) {
        this.protection = protection;
    }

    public Decision evaluate(PullRequest pr, List<Review> reviews, List<CheckRun> checks) {
        List<String> reasons = new ArrayList<>();
        reasons.addAll(checkReviews(pr, reviews));
        reasons.addAll(checkStatuses(pr, checks));
        reasons.addAll(checkBranch(pr));
        return reasons.isEmpty() ? Decision.allow() : Decision.block(reasons);
    }

    List<String> checkReviews(PullRequest pr, List<Review> reviews) {
        List<String> reasons = new ArrayList<>();
        int required = protection.requiredApprovals();
        if (required == 0) {
            return reasons;
        }
        Map<String, Review> latest = latestByAuthor(reviews);
        int approvals = 0;
        for (Review review : latest.values()) {
            if (review.authorId().equals(pr.authorId())) {
                continue;
            }
            if (review.dismissed()) {
                continue;
            }
            if (review.state() == ReviewState.CHANGES_REQUESTED) {
                reasons.add("changes requested by " + review.authorLogin());
            }
            if (review.state() == ReviewState.APPROVED) {
                approvals++;
            }
        }
        if (approvals < required) {
            reasons.add("needs " + (required - approvals) + " more approval(s)");
        }
        return reasons;
    }

    List<String> checkStatuses(PullRequest pr, List<CheckRun> checks) {
        List<String> reasons = new ArrayList<>();
        Set<String> required = protection.requiredChecks();
        if (required.isEmpty()) {
            return reasons;
        }
        Map<String, CheckRun> latest = checks.stream()
                .filter(run -> run.headSha().equals(pr.headSha()))
                .collect(Collectors.toMap(CheckRun::name, run -> run, (a, b) -> b));
        for (String name : required) {
            CheckRun run = latest.get(name);
            if (run == null) {
                reasons.add("required check " + name + " has not run");
                continue;
            }
            if (!run.state().isPassing()) {
                reasons.add("required check " + name + " is " + run.state().label());
            }
        }
        return reasons;
    }

    List<String> checkBranch(PullRequest pr) {
        List<String> reasons = new ArrayList<>();
        if (protection.requireUpToDate() && pr.behindBy() > 0) {
            reasons.add("branch is " + pr.behindBy() + " commit(s) behind " + pr.targetBranch());
        }
        if (pr.hasConflicts()) {
            reasons.add("branch has merge conflicts");
        }
        return reasons;
    }

    private static Map<String, Review> latestByAuthor(List<Review> reviews) {
        return reviews.stream()
                .filter(review -> review.state() != ReviewState.COMMENTED)
                .collect(Collectors.toMap(Review::authorId, review -> review, (a, b) -> b));
    }
}
