# ... existing code ...
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validates :seats, numericality: { equal_to: 1 }, if: -> { plan == "free" }
  validates :account_id, uniqueness: { conditions: -> { where(canceled_at: nil) } }
  validate :trial_ends_after_start, if: :trial_ends_at?

  scope :active, -> { where(canceled_at: nil) }
  scope :canceled, -> { where.not(canceled_at: nil) }
  scope :paid, -> { where.not(plan: "free") }
  scope :trialing, -> { active.where("trial_ends_at > ?", Time.current) }

  # ... existing code ...

  private

  def normalize_plan
    self.plan = plan.to_s.strip.downcase
  end

  def trial_ends_after_start
    return if created_at.nil? || trial_ends_at > created_at

    errors.add(:trial_ends_at, "must be after the subscription start")
  end
end
