# ... existing code ...

    def deploy_failed(app:, environment:, error:)
      # ... existing code ...
    end

    def rollback_finished(app:, environment:, revision:, user:)
      post(
        text: "#{user} rolled *#{app}* on #{environment} back to `#{revision[0, 7]}`",
        color: COLORS[:warning]
      )
    end

    private

# ... existing code ...
