# ... existing code ...
  validates :plan, inclusion: { in: PLANS }
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validates :billing_email, format: { with: URI::MailTo::EMAIL_REGEXP }, allow_blank: true
  validate :seats_within_plan_limit

  scope :active, -> { where(canceled_at: nil) }
  scope :canceled, -> { where.not(canceled_at: nil) }
  scope :trialing, -> { active.where("trial_ends_at > ?", Time.current) }

  # ... existing code ...

  def cancel!(reason: nil, by: nil)
    update!(canceled_at: Time.current, cancel_reason: reason, canceled_by: by)
  end

  # ... existing code ...
