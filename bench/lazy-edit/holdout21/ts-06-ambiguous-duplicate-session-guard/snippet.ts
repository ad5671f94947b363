// ... existing code ...
    const session = await this.sessions.get(token);
    if (!session) {
      await this.audit.record(null, "session.expired");
      throw new UnauthorizedError("Session expired");
    }

// ... existing code ...
