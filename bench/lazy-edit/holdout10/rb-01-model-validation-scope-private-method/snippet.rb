class Subscription < ApplicationRecord
  # ... existing code ...
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validates :trial_ends_at, presence: true, if: :trialing?
  validate :seats_within_plan_limit

  scope :active, -> { where(status: %w[trialing active]) }
  scope :past_due, -> { where(status: "past_due") }
  scope :renewing_before, ->(time) { active.where("current_period_end < ?", time) }
  scope :trial_ending_soon, -> { where(status: "trialing").where(trial_ends_at: ..3.days.from_now) }

  # ... existing code ...

  private

  def normalize_plan
    self.plan = plan.to_s.strip.downcase.presence || "free"
  end

  def seats_within_plan_limit
    limit = Billing::PriceList.seat_limit(plan)
    return if limit.nil? || seats.to_i <= limit

    errors.add(:seats, "exceeds the #{limit}-seat limit of the #{plan} plan")
  end
end
