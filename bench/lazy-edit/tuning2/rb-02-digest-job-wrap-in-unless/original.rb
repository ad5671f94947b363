# frozen_string_literal: true

module Notifications
  class DigestJob < ApplicationJob
    queue_as :mailers

    retry_on Net::SMTPServerBusy, wait: :polynomially_longer, attempts: 5
    discard_on ActiveJob::DeserializationError

    PERIODS = %w[daily weekly].freeze

    def self.enqueue_all(period)
      raise ArgumentError, "unknown period #{period}" unless PERIODS.include?(period)

      User.active.with_digest(period).find_each do |user|
        perform_later(user.id, period)
      end
    end

    def perform(user_id, period = "daily")
      user = User.find(user_id)
      items = DigestBuilder.new(user, period: period, since: since_for(user, period)).items
      return if items.empty?

      DigestMailer.with(user: user, items: items, period: period).digest.deliver_now
      user.update_column(:last_digest_sent_at, Time.current)
      Rails.logger.info("[digest] sent #{items.size} items to user=#{user.id} period=#{period}")
    end

    private

    def since_for(user, period)
      fallback = period == "weekly" ? 1.week.ago : 1.day.ago
      [user.last_digest_sent_at, fallback].compact.max
    end
  end
end
