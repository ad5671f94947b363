# ... existing code ...
  validates :role, inclusion: { in: ROLES }
  validates :user_id, uniqueness: { scope: :organization_id }
  validate :single_owner_per_organization, if: -> { role == "owner" }

  scope :active, -> { where(deactivated_at: nil) }
  scope :admins, -> { where(role: %w[admin owner]) }
  scope :pending_invites, -> { where(accepted_at: nil).where.not(invited_by_id: nil) }

  # ... existing code ...

  private

  def single_owner_per_organization
    others = Membership.active.where(organization_id: organization_id, role: "owner").where.not(id: id)
    errors.add(:role, "owner already exists for this organization") if others.exists?
  end

  def normalize_role
  # ... existing code ...
