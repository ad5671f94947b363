# ... existing code ...
  scope :paying, -> { active.where.not(plan: "free") }
  scope :canceled, -> { where.not(canceled_at: nil) }

  before_create :start_trial

  # ... existing code ...

  def cancel!(at: Time.current)
    update!(canceled_at: at)
  end

  def reactivate!
    return if canceled_at.nil?

    update!(canceled_at: nil)
  end

  def monthly_price
    base = case plan
           when "free" then 0
           when "starter" then 19
           when "pro" then 59
           when "enterprise" then 199
           end
    # ... existing code ...
