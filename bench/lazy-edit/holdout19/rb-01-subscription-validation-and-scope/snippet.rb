# ... existing code ...
  validates :plan, inclusion: { in: PLANS }
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validates :external_id, uniqueness: true, allow_nil: true
  validates :current_period_ends_at, presence: true, if: :active?

  before_validation :set_trial_end, on: :create

  scope :billable, -> { where(status: %i[active past_due]) }
  scope :expiring_trials, ->(within = 3.days) { trialing.where(trial_ends_at: ..within.from_now) }
  scope :canceling, -> { active.where.not(cancel_at: nil) }

  # ... existing code ...
