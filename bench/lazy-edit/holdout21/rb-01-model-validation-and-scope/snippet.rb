# ... existing code ...
  validates :plan, inclusion: { in: PLANS }
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validates :billing_email, presence: true, format: { with: URI::MailTo::EMAIL_REGEXP }
  validate :seats_within_plan_limit

  # ... existing code ...
  scope :with_overdue_invoices, -> { joins(:invoices).merge(Invoice.overdue).distinct }
  scope :trials_ending_within, ->(period) { trialing.where(trial_ends_at: Time.current..period.from_now) }

  def trial?
    trialing? && trial_ends_at.future?
  end

  def cancel!(at_period_end: true, reason: nil)
    if at_period_end
      update!(cancel_at: current_period_end, cancel_reason: reason)
    else
      update!(status: :canceled, canceled_at: Time.current, cancel_reason: reason)
    end
  end

  # ... existing code ...
