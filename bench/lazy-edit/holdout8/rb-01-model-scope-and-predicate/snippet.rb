# ... existing code ...
  scope :active, -> { where(canceled_at: nil) }
  scope :paying, -> { active.where.not(plan: "free") }
  scope :trialing, -> { active.where("trial_ends_at > ?", Time.current) }

  # ... existing code ...

  def active?
    canceled_at.nil?
  end

  def trial?
    trial_ends_at.present? && trial_ends_at.future?
  end

  def monthly_price
    return 0 if trial?

    case plan
    # ... existing code ...
