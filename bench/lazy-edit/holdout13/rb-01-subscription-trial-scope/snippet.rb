# ... existing code ...
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validates :trial_ends_at, comparison: { greater_than: :created_at }, allow_nil: true, on: :update
  validate :seats_within_plan_limit

  scope :active, -> { where(canceled_at: nil) }
  scope :canceled, -> { where.not(canceled_at: nil) }
  scope :paid, -> { where.not(plan: "free") }
  scope :trialing, -> { active.where("trial_ends_at > ?", Time.current) }

  before_validation :normalize_plan

  def active?
    canceled_at.nil?
  end

  def trialing?
    active? && trial_ends_at.present? && trial_ends_at.future?
  end

# ... existing code ...
