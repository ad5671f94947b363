# ... existing code ...
  validates :plan, inclusion: { in: PLANS }
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validates :current_period_end, presence: true, unless: :trialing?
  validates :external_id, uniqueness: true, allow_nil: true

  scope :billable, -> { where(status: %w[active past_due]) }
  scope :expiring_trials, -> { trialing.where(trial_ends_at: ..3.days.from_now) }
  scope :canceling, -> { active.where.not(cancel_at: nil) }

  # ... existing code ...

  def cancel!(at_period_end: true)
    # ... existing code ...
  end

  def canceling?
    active? && cancel_at.present?
  end

  private
  # ... existing code ...
