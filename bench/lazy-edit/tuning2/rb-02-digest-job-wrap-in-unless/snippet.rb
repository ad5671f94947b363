# ... existing code ...
    def perform(user_id, period = "daily")
      user = User.find(user_id)
      items = DigestBuilder.new(user, period: period, since: since_for(user, period)).items
      return if items.empty?

      unless user.notification_preferences.digest_muted?(period)
        DigestMailer.with(user: user, items: items, period: period).digest.deliver_now
        user.update_column(:last_digest_sent_at, Time.current)
        Rails.logger.info("[digest] sent #{items.size} items to user=#{user.id} period=#{period}")
      end
    end
# ... existing code ...
