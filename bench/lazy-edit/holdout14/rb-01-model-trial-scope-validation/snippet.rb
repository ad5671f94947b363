class Subscription < ApplicationRecord
  # ... existing code ...
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validate :trial_ends_after_start, if: :trial_ends_at?

  scope :active, -> { where(canceled_at: nil) }
  scope :canceled, -> { where.not(canceled_at: nil) }
  scope :paid, -> { where.not(plan: "free") }
  scope :trialing, -> { where("trial_ends_at > ?", Time.current) }

  # ... existing code ...

  def active?
    canceled_at.nil?
  end

  def trialing?
    trial_ends_at.present? && trial_ends_at.future?
  end

  # ... existing code ...

  private

  def normalize_plan
    self.plan = plan.to_s.strip.downcase.presence || "free"
  end

  def trial_ends_after_start
    return if created_at.nil? || trial_ends_at > created_at

    errors.add(:trial_ends_at, "must be after the subscription start")
  end
end
