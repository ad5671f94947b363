# ... existing code ...
  validates :plan, inclusion: { in: PLANS }
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validates :billing_email, format: { with: URI::MailTo::EMAIL_REGEXP }, allow_blank: true
  validate :enterprise_requires_contract

  scope :billable, -> { where(status: %i[active past_due]) }
  scope :trial_ending, ->(within = 3.days) { trialing.where(trial_ends_at: ..within.from_now) }
  scope :canceled_since, ->(time) { canceled.where(canceled_at: time..) }

  # ... existing code ...

  def cancel!(reason: nil)
    transaction do
      update!(status: :canceled, canceled_at: Time.current, cancel_reason: reason)
      invoices.open.find_each(&:void!)
    end
    SubscriptionMailer.with(subscription: self).canceled.deliver_later
  end

  # ... keep the rest ...
