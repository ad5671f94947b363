# ... existing code ...
  validates :plan, inclusion: { in: PLANS }
  validates :seats, numericality: { only_integer: true, greater_than: 0, less_than_or_equal_to: 500 }
  validate :coupon_must_be_valid, if: :coupon
# ... existing code ...
  scope :ending_trial_before, ->(time) { trialing.where("trial_ends_at < ?", time) }
  scope :canceling, -> { active.where.not(cancel_at: nil) }

# ... existing code ...

  def cancel!(at_period_end: true)
    # ... existing code ...
  end

  def upgrade!(new_plan)
    raise ArgumentError, "unknown plan #{new_plan}" unless PLANS.include?(new_plan)
    raise ArgumentError, "#{new_plan} is not an upgrade from #{plan}" if PLANS.index(new_plan) <= PLANS.index(plan)

    transaction do
      update!(plan: new_plan, cancel_at: nil)
      invoices.create!(kind: :proration, amount_cents: Plan.proration_cents(self, new_plan))
    end
  end

  private
# ... existing code ...
