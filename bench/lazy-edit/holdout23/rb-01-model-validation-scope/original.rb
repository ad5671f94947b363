# frozen_string_literal: true

class Membership < ApplicationRecord
  ROLES = %w[viewer editor admin owner].freeze

  belongs_to :user
  belongs_to :organization, counter_cache: true
  belongs_to :invited_by, class_name: "User", optional: true

  has_many :audit_events, as: :subject, dependent: :nullify

  validates :role, inclusion: { in: ROLES }
  validates :user_id, uniqueness: { scope: :organization_id }

  before_validation :normalize_role
  after_create_commit :notify_user

  scope :active, -> { where(revoked_at: nil) }
  scope :admins, -> { where(role: %w[admin owner]) }

  def owner?
    role == "owner"
  end

  def admin?
    %w[admin owner].include?(role)
  end

  def revoke!(by:)
    transaction do
      update!(revoked_at: Time.current)
      audit_events.create!(action: "membership.revoked", actor: by)
    end
  end

  def promote!(to:, by:)
    raise ArgumentError, "unknown role #{to}" unless ROLES.include?(to)

    transaction do
      previous = role
      update!(role: to)
      audit_events.create!(action: "membership.promoted", actor: by, metadata: { from: previous, to: to })
    end
  end

  private

  def normalize_role
    self.role = role.to_s.strip.downcase.presence || "viewer"
  end

  def notify_user
    MembershipMailer.with(membership: self).added.deliver_later
  end
end
