# ... existing code ...
  PLANS = %w[free starter pro enterprise].freeze
  SEAT_LIMITS = { "free" => 1, "starter" => 5, "pro" => 50 }.freeze
  TRIAL_LENGTH = 14.days
# ... existing code ...
  validates :current_period_end, presence: true, unless: :trialing?
  validate :seats_within_plan_limit

# ... existing code ...
  def proration_for(new_plan, new_seats)
    ProrationCalculator.new(self, new_plan, new_seats).amount_cents
  end

  def seats_within_plan_limit
    limit = SEAT_LIMITS[plan]
    return if limit.nil? || seats.to_i <= limit

    errors.add(:seats, "cannot exceed #{limit} on the #{plan} plan")
  end
# ... existing code ...
