# frozen_string_literal: true

class Membership < ApplicationRecord
  ROLES = %w[viewer editor admin owner].freeze

  belongs_to :organization, counter_cache: true
  belongs_to :user
  belongs_to :invited_by, class_name: "User", optional: true

  has_many :audit_events, as: :subject, dependent: :destroy

  validates :role, inclusion: { in: ROLES }
  validates :user_id, uniqueness: { scope: :organization_id }
  validate :single_owner_per_organization, if: -> { role == "owner" }

  scope :active, -> { where(deactivated_at: nil) }
  scope :admins, -> { where(role: %w[admin owner]) }
  scope :pending_invites, -> { where(accepted_at: nil).where.not(invited_by_id: nil) }

  before_validation :normalize_role
  after_create_commit :send_welcome_email

  def owner?
    role == "owner"
  end

  def admin?
    %w[admin owner].include?(role)
  end

  def deactivate!(by:)
    transaction do
      update!(deactivated_at: Time.current)
      audit_events.create!(action: "deactivated", actor: by)
    end
  end

  def can_manage?(other)
    return false unless admin?
    return false if other.owner? && !owner?

    other.organization_id == organization_id
  end

  private

  def single_owner_per_organization
    others = Membership.active.where(organization_id: organization_id, role: "owner").where.not(id: id)
    errors.add(:role, "owner already exists for this organization") if others.exists?
  end

  def normalize_role
    self.role = role.to_s.strip.downcase.presence || "viewer"
  end

  def send_welcome_email
    MembershipMailer.with(membership: self).welcome.deliver_later
  end
end
