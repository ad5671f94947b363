    // ... existing code ...

    public void sendPasswordReset(User user, String token, Duration validFor) {
        Map<String, Object> model = Map.of(
                "name", user.getDisplayName(),
                "resetUrl", "https://app.acme.com/reset?token=" + token,
                "expiresInMinutes", validFor.toMinutes());
        String body = renderer.render("password-reset", model, user.getLocale());
        // ... existing code ...
    }

    // ... existing code ...
