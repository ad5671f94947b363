# ... existing code ...
  validates :started_at, presence: true
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validate :seats_within_plan_limit

  scope :billable, -> { where(status: %i[active past_due]) }
  scope :ending_soon, -> { where(ends_at: Time.current..7.days.from_now) }
  scope :trial_expiring, -> { trialing.where(trial_ends_at: ..3.days.from_now) }

  # ... existing code ...

  def set_default_seats
    self.seats ||= plan&.included_seats || 1
  end

  def seats_within_plan_limit
    return if plan.nil? || seats.nil? || plan.max_seats.nil?

    errors.add(:seats, "exceeds the plan limit of #{plan.max_seats}") if seats > plan.max_seats
  end
end
