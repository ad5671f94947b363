class Subscription < ApplicationRecord
  # ... existing code ...
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validates :trial_ends_at, comparison: { greater_than: :created_at }, allow_nil: true

  scope :active, -> { where(cancelled_at: nil) }
  scope :paid, -> { where.not(plan: "free") }
  scope :trialing, -> { where("trial_ends_at > ?", Time.current) }

  # ... existing code ...

  def active?
    cancelled_at.nil?
  end

  def trialing?
    trial_ends_at.present? && trial_ends_at.future?
  end

  # ... existing code ...
end
