# ... existing code ...
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validates :trial_ends_at, presence: true, if: :trial?

  scope :active, -> { where(status: "active") }
  scope :trialing, -> { where(status: "trialing") }
  scope :past_due, -> { where(status: "past_due") }
  scope :trial_ending_within, ->(period) { trialing.where(trial_ends_at: ..period.from_now) }

  before_validation :set_defaults, on: :create

  def trial?
    status == "trialing"
  end

  def trial_days_left
    return 0 unless trial? && trial_ends_at

    [((trial_ends_at - Time.current) / 1.day).ceil, 0].max
  end

  # ... existing code ...

  def set_defaults
    self.status ||= "trialing"
    self.seats ||= 1
    self.current_period_start ||= Time.current
    self.current_period_end ||= current_period_start + 14.days
    self.trial_ends_at ||= current_period_end if status == "trialing"
  end
end
