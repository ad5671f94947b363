// ... existing code ...
        for (Review review : latest.values()) {
            if (review.authorId().equals(pr.authorId())) {
                continue;
            }
            if (review.dismissed()) {
                continue;
            }
            // ... existing code ...
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
// ... existing code ...
