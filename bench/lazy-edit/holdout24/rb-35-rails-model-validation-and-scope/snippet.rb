# ... existing code ...
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validates :seats, numericality: { less_than_or_equal_to: 5 }, if: -> { plan == "starter" }
  validate :coupon_must_be_active, if: :coupon

  scope :active, -> { where(cancelled_at: nil) }
  scope :cancelled, -> { where.not(cancelled_at: nil) }
  scope :trialing, -> { active.where("trial_ends_at > ?", Time.current) }
# ... existing code ...
