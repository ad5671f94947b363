// ... existing code ...

    public void send(List<String> userIds, String message) {
        int failures = 0;
        for (String userId : userIds.stream().distinct().toList()) {
            try {
                send(userId, message, DEFAULT_TTL);
            } catch (PushException e) {
                failures++;
                log.warn("Failed to notify {}: {}", userId, e.getMessage());
            }
        }
        if (failures > 0) {
            log.warn("{} of {} notifications failed", failures, userIds.size());
        }
    }

    // ... remaining overloads unchanged ...
