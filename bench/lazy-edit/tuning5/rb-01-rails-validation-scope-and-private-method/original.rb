class Subscription < ApplicationRecord
  belongs_to :account
  belongs_to :plan

  has_many :invoices, dependent: :destroy

  enum :status, { trialing: 0, active: 1, past_due: 2, canceled: 3 }

  validates :started_at, presence: true
  validates :seats, numericality: { only_integer: true, greater_than: 0 }

  scope :billable, -> { where(status: %i[active past_due]) }
  scope :ending_soon, -> { where(ends_at: Time.current..7.days.from_now) }

  before_validation :set_default_seats, on: :create

  def renew!(period = 1.month)
    update!(ends_at: (ends_at || Time.current) + period, status: :active)
  end

  def cancel!(at: Time.current)
    update!(status: :canceled, canceled_at: at)
  end

  def trial_days_left
    return 0 unless trialing? && trial_ends_at

    [(trial_ends_at.to_date - Date.current).to_i, 0].max
  end

  private

  def set_default_seats
    self.seats ||= plan&.included_seats || 1
  end
end
