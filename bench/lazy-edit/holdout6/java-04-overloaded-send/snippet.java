// ... existing code ...
    public void send(String to, String template, Map<String, Object> model) {
        if (to == null || to.isBlank()) {
            throw new IllegalArgumentException("recipient is required");
        }
        String body = templates.render(template, model);
        // ... existing code ...
    }

    public void send(List<String> recipients, String template, Map<String, Object> model) {
        if (recipients.isEmpty()) {
            return;
        }
        String body = templates.render(template, model);
        // ... existing code ...
    }
// ... existing code ...
